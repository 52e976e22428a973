import type { SummaryFact } from '@/lib/firms/summary';

/**
 * The compact "not yet checked" marker of components/ui/unverified-mark.tsx, repeated here because
 * islands are bundled without Next's runtime and import nothing from components/ui (a test keeps
 * the two equal).
 */
export const UNCHECKED_TAG_SYMBOL = '†';

/** A firm fact in a tool: the value, its marker when unchecked, then its source and check line. */
export function FactText({ fact }: { fact: SummaryFact }) {
  return (
    <>
      <span className="block font-medium text-ink">
        {fact.text}
        {fact.verified ? null : (
          <span
            data-unverified="true"
            title="Not yet checked"
            className="ml-0.5 align-super text-xs font-bold text-amber-800"
          >
            <span aria-hidden="true">{UNCHECKED_TAG_SYMBOL}</span>
            <span className="sr-only"> (not yet checked)</span>
          </span>
        )}
      </span>
      <span data-provenance="true" className="mt-0.5 block text-xs text-gray-600">
        {fact.provenance}
      </span>
    </>
  );
}
