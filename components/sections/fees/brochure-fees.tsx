import type { FirmFees } from '@/lib/brochures/firm-fees';
import type { MinimumReading } from '@/lib/brochures/minimum';
import { formatShortDate } from '@/lib/format';
import { FeeCost } from './fee-cost';
import { FeeScheduleView, Quoted } from './fee-schedule-view';

function MinimumLine({ minimum }: { minimum: MinimumReading | null }) {
  if (minimum === null) return null;
  if (minimum.kind === 'amount')
    return (
      <p>
        Minimum{minimum.waivable ? ' (may be waived)' : ''}: <Quoted source={minimum.amount} />
      </p>
    );
  if (minimum.kind === 'none')
    return (
      <p>
        No minimum: <Quoted source={minimum.words} />
      </p>
    );
  if (minimum.quote.length === 0) return <p>The brochure states no minimum account size.</p>;
  return (
    <p>
      On a minimum, the brochure says:{' '}
      {minimum.quote.map((part) => (
        <span key={`${part.page}-${part.text.slice(0, 20)}`}>
          “{part.text}” (page {part.page}){' '}
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
    <a href={fees.brochureUrl} className="text-brand underline">
      Its brochure on IAPD
    </a>
  );
  if (brochure === null)
    return (
      <section data-brochure-fees="none">
        <h2 className="text-2xl font-bold text-ink">Fees</h2>
        <p>No brochure in the SEC’s archive of the last 12 months. {link}</p>
      </section>
    );
  return (
    <section data-brochure-fees={schedule?.kind ?? 'no-item5'}>
      <h2 className="text-2xl font-bold text-ink">Fees, in its brochure filed {formatShortDate(brochure.filed)}</h2>
      <div className="space-y-3">
        <p>{link}</p>
        {confirmed ? (
          <p className="font-semibold">
            Checked by {confirmed.by} on {formatShortDate(confirmed.on)}.
          </p>
        ) : null}
        {schedule === null ? (
          <p>No Item 5 “Fees and Compensation” was found in the brochure.</p>
        ) : (
          <FeeScheduleView schedule={schedule} />
        )}
        <MinimumLine minimum={fees.minimum} />
        {schedule === null ? null : <FeeCost schedule={schedule} />}
      </div>
    </section>
  );
}
