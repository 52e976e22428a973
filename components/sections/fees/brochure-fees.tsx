import type { FirmFees } from '@/lib/brochures/firm-fees';
import type { MinimumReading } from '@/lib/brochures/minimum';
import { formatDollarAmount } from '@/lib/brochures/fee-format';
import { formatShortDate } from '@/lib/format';
import { FeeCost } from './fee-cost';
import { FeeScheduleView, Quoted } from './fee-schedule-view';

function MinimumLine({ minimum }: { minimum: MinimumReading | null }) {
  if (minimum === null) return null;
  if (minimum.kind === 'amount')
    return (
      <p data-minimum="amount">
        Minimum account: <strong>{formatDollarAmount(minimum.amount.value)}</strong>
        {minimum.waivable ? ', which it may waive' : ''}. <Quoted source={minimum.amount} />
      </p>
    );
  if (minimum.kind === 'none')
    return (
      <p data-minimum="none">
        No minimum account. <Quoted source={minimum.words} />
      </p>
    );
  if (minimum.quote.length === 0) return <p data-minimum="unstated">The brochure states no minimum account size.</p>;
  return (
    <p data-minimum="quote">
      On a minimum, the brochure says:{' '}
      {minimum.quote.map((part) => (
        <span key={`${part.page}-${part.text.slice(0, 20)}`} className="text-gray-700">
          “{part.text}” <span className="whitespace-nowrap">(page {part.page})</span>{' '}
        </span>
      ))}
    </p>
  );
}

export interface ScheduleConfirmation {
  by: string;
  on: string;
}

/**
 * "Fees, in its brochure filed {date}" on a roster page or a listed profile: the schedule (a table when parsed, else
 * the quote), its flags, the minimum, each with its page, the link to the brochure on IAPD, and what it would cost.
 * Nothing when no record exists (the brochures were never looked for); one line when the archive holds none.
 */
export function BrochureFees({ fees, confirmed }: { fees: FirmFees | undefined; confirmed?: ScheduleConfirmation }) {
  if (fees === undefined) return null;
  const { brochure, schedule } = fees;
  const link = (
    <a href={fees.brochureUrl} className="font-semibold text-brand underline underline-offset-2">
      Its brochure on IAPD
    </a>
  );
  if (brochure === null)
    return (
      <section aria-labelledby="brochure-fees-heading" data-brochure-fees="none">
        <h2 id="brochure-fees-heading" className="text-2xl font-bold text-ink">
          Fees
        </h2>
        <p className="mt-2">No brochure in the SEC’s archive of the last 12 months. {link}</p>
      </section>
    );
  return (
    <section aria-labelledby="brochure-fees-heading" data-brochure-fees={schedule?.kind ?? 'no-item5'}>
      <h2 id="brochure-fees-heading" className="text-2xl font-bold text-ink">
        Fees, in its brochure filed {formatShortDate(brochure.filed)}
      </h2>
      <p className="mt-2 text-sm text-gray-600">
        Quoted from Item 5 “Fees and Compensation” of its Form ADV Part 2A; page numbers are the brochure’s. {link}
      </p>
      {confirmed ? (
        <p className="mt-2 text-sm font-semibold text-brand-dark" data-fee-confirmed="">
          Checked by {confirmed.by} on {formatShortDate(confirmed.on)}.
        </p>
      ) : null}
      <div className="mt-4 space-y-3">
        {schedule === null ? (
          <p>No Item 5 “Fees and Compensation” was found in the brochure.</p>
        ) : (
          <FeeScheduleView schedule={schedule} />
        )}
        <MinimumLine minimum={fees.minimum} />
      </div>
      {schedule === null ? null : <FeeCost schedule={schedule} />}
    </section>
  );
}
