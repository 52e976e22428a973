import { formatDollarAmount, formatRate } from '@/lib/brochures/fee-format';
import { bandWords, clippedQuote } from '@/lib/brochures/fee-display';
import type { FeeSchedule, ParsedFeeSchedule, SourceWords } from '@/lib/brochures/fee-schedule-types';
import { applicationWords, flagWords, quoteOnlyWords } from '@/lib/brochures/fee-words';

/** The brochure's own words for a value and their page: shown beside every number. */
export function Quoted({ source }: { source: SourceWords }) {
  return (
    <span className="text-gray-700">
      “{source.sentence}” <span className="whitespace-nowrap">(page {source.page})</span>
    </span>
  );
}

function ParsedSchedule({ schedule }: { schedule: ParsedFeeSchedule }) {
  if (schedule.kind === 'tiers')
    return (
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm" data-fee-schedule="tiers">
          <caption className="sr-only">The fee schedule as its brochure states it</caption>
          <thead>
            <tr className="border-b border-gray-300">
              <th scope="col" className="py-2 pr-3">
                Assets
              </th>
              <th scope="col" className="py-2 pr-3">
                Annual rate
              </th>
              <th scope="col" className="py-2">
                The brochure’s words
              </th>
            </tr>
          </thead>
          <tbody>
            {schedule.tiers.map((tier) => (
              <tr key={`${tier.from}-${tier.upTo ?? 'rest'}`} className="border-b border-gray-200 align-top">
                <td className="py-2 pr-3 whitespace-nowrap">{bandWords(tier)}</td>
                <td className="py-2 pr-3 font-semibold">{formatRate(tier.ratePercent.value)}</td>
                <td className="py-2">
                  <Quoted source={tier.ratePercent} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  const [label, value, source] =
    schedule.kind === 'hourly'
      ? ['An hourly rate', `${formatDollarAmount(schedule.rate.value)} an hour`, schedule.rate]
      : schedule.kind === 'flat'
        ? ['A flat fee', `${formatDollarAmount(schedule.fee.value)} a ${schedule.per}`, schedule.fee]
        : ['A fixed fee for a plan', formatDollarAmount(schedule.fee.value), schedule.fee];
  return (
    <p data-fee-schedule={schedule.kind}>
      {label}: <strong>{value}</strong>. <Quoted source={source} />
    </p>
  );
}

/** The flags beside a parsed schedule, each in words with the brochure's own words and page. */
function ScheduleFlags({ schedule }: { schedule: ParsedFeeSchedule }) {
  const { flags } = schedule;
  const sources = [flags.maximum, flags.negotiable, flags.minimumFee].filter((source) => source !== undefined);
  const words = flagWords(schedule);
  return (
    <ul className="mt-3 list-disc space-y-1 pl-6 text-sm" data-fee-flags="">
      {schedule.kind === 'tiers' ? (
        <li>
          {applicationWords(schedule.application)}
          {schedule.application.kind === 'marginal' || schedule.application.kind === 'whole-account' ? (
            <>
              {' '}
              <Quoted source={schedule.application.words} />
            </>
          ) : null}
        </li>
      ) : null}
      {words.map((line, index) => (
        <li key={line}>
          {line} {sources[index] ? <Quoted source={sources[index]} /> : null}
        </li>
      ))}
    </ul>
  );
}

/** The schedule as a table (or its one fee) with its flags; else Item 5's words, clipped, each part with its page. */
export function FeeScheduleView({ schedule }: { schedule: FeeSchedule }) {
  if (schedule.kind !== 'quote-only')
    return (
      <>
        <ParsedSchedule schedule={schedule} />
        <ScheduleFlags schedule={schedule} />
      </>
    );
  const { parts, clipped } = clippedQuote(schedule.quote);
  return (
    <div data-fee-schedule="quote">
      <p className="text-sm text-gray-700">{quoteOnlyWords(schedule.reason)} Its Item 5 says:</p>
      <blockquote className="mt-2 space-y-2 border-l-4 border-gray-300 pl-4 text-gray-800">
        {parts.map((part) => (
          <p key={`${part.page}-${part.text.slice(0, 20)}`}>
            {part.text} <span className="text-sm whitespace-nowrap text-gray-600">(page {part.page})</span>
          </p>
        ))}
      </blockquote>
      {clipped ? <p className="mt-1 text-sm text-gray-600">The brochure says more; read it on IAPD.</p> : null}
    </div>
  );
}
