import type { FactSource } from '@/lib/content/schemas';
import { checkText, sourceWithDate } from '@/lib/format';

/**
 * Where a fact comes from (linked when the source has an address) and who checked it, or
 * "Not yet checked": the line under every firm fact on a profile.
 */
export function FactProvenance({
  fact,
}: {
  fact: { source: FactSource; verified: boolean; checked?: string | undefined; checkedBy?: string | undefined };
}) {
  const label = sourceWithDate(fact.source);
  return (
    <span data-provenance="true">
      {fact.source.url ? (
        <a href={fact.source.url} className="underline underline-offset-2" rel="noopener">
          {label}
        </a>
      ) : (
        label
      )}{' '}
      · <span data-check={fact.verified ? 'checked' : 'unchecked'}>{checkText(fact)}</span>
    </span>
  );
}
