import Link from 'next/link';
import type { Firm } from '@/lib/content';
import { disclosuresText } from '@/lib/firms/summary';
import { firmPath } from '@/lib/site/paths';
import { recordedValue } from '@/lib/firms/sourced';

/**
 * A firm's recorded regulatory disclosures on a card, so that wherever a firm stands in a list (at
 * its top too), its disclosure stands beside it. Nothing while none is recorded.
 */
export function DisclosureNote({
  firm,
  className = 'mt-3',
}: {
  firm: Pick<Firm, 'slug' | 'disclosures'>;
  className?: string;
}) {
  const events = recordedValue(firm.disclosures) ?? [];
  if (events.length === 0) return null;
  return (
    <p
      data-card-disclosure="true"
      className={`${className} rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950`}
    >
      <span className="font-semibold">Regulatory disclosure: </span>
      {disclosuresText(firm.disclosures)}{' '}
      <Link
        href={`${firmPath(firm.slug)}#verify`}
        className="font-semibold text-brand-darker underline underline-offset-2"
      >
        Details
      </Link>
    </p>
  );
}
