import { formatDollarAmount, formatRate } from '@/lib/brochures/fee-format';
import { clippedQuote } from '@/lib/brochures/fee-display';
import type { FeeSchedule, FeeTier, ParsedFeeSchedule, SourceWords } from '@/lib/brochures/fee-schedule-types';
import { applicationWords, flagWords, quoteOnlyWords } from '@/lib/brochures/fee-words';

/** A sentence over this many characters is quoted by its words alone, with an ellipsis either side. */
const LONG_SENTENCE = 160;

/** The brochure's own words for a value and their page: shown beside every number. */
export function Quoted({ source }: { source: SourceWords }) {
  const text = source.sentence.length <= LONG_SENTENCE ? source.sentence : `… ${source.words} …`;
  return (
    <>
      “{text}” (page {source.page})
    </>
  );
}

const capitalized = (words: string) => words.charAt(0).toUpperCase() + words.slice(1);

/** A tier's row as the brochure prints it: its bracket's words and its rate's words, with the page. */
function TierTable({ tiers }: { tiers: FeeTier[] }) {
  // Prose ("1% on the first $1,000,000 and 0.75% thereafter") is quoted once under the table; a table row is its row.
  const prose = [
    ...new Map(
      tiers
        .map((tier) => tier.ratePercent)
        .filter((rate) => rate.sentence.length > 40)
        .map((rate) => [rate.sentence, rate]),
    ).values(),
  ];
  // One page for the whole table (most schedules): named in the rate's heading rather than in a column.
  const pages = new Set(tiers.map((tier) => tier.ratePercent.page));
  const onePage = pages.size === 1 ? tiers[0]?.ratePercent.page : undefined;
  return (
    <>
      <table>
        <tbody>
          <tr>
            <th>Assets</th>
            <th>Annual rate{onePage === undefined ? '' : ` (page ${onePage})`}</th>
            {onePage === undefined ? <th>Page</th> : null}
          </tr>
          {tiers.map((tier) => (
            <tr key={`${tier.from}-${tier.upTo ?? 'rest'}`}>
              <td>{capitalized(tier.bracket?.words ?? 'all assets')}</td>
              <td>{formatRate(tier.ratePercent.value)}</td>
              {onePage === undefined ? <td>{tier.ratePercent.page}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
      {prose.map((rate) => (
        <p key={rate.sentence}>
          <Quoted source={rate} />
        </p>
      ))}
    </>
  );
}

function ParsedSchedule({ schedule }: { schedule: ParsedFeeSchedule }) {
  if (schedule.kind === 'tiers') return <TierTable tiers={schedule.tiers} />;
  const [label, value, source] =
    schedule.kind === 'hourly'
      ? ['An hourly rate', `${formatDollarAmount(schedule.rate.value)} an hour`, schedule.rate]
      : schedule.kind === 'flat'
        ? ['A flat fee', `${formatDollarAmount(schedule.fee.value)} a ${schedule.per}`, schedule.fee]
        : ['A fixed fee for a plan', formatDollarAmount(schedule.fee.value), schedule.fee];
  return (
    <p>
      {label}: <strong>{value}</strong>. <Quoted source={source} />
    </p>
  );
}

/**
 * The flags beside a parsed schedule in words: how tiers apply (or that the brochure does not say), a maximum,
 * negotiable, a minimum fee (a number: with its sentence and page).
 */
function ScheduleFlags({ schedule }: { schedule: ParsedFeeSchedule }) {
  const minimumFee = schedule.flags.minimumFee;
  const words = [
    ...(schedule.kind === 'tiers' ? [applicationWords(schedule.application)] : []),
    ...flagWords(schedule),
  ];
  return words.map((line) => (
    <p key={line}>
      {line} {minimumFee && line.startsWith('A minimum fee') ? <Quoted source={minimumFee} /> : null}
    </p>
  ));
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
    <div>
      <p>{quoteOnlyWords(schedule.reason)} Its Item 5 says:</p>
      <blockquote className="pl-6">
        {parts.map((part) => (
          <p key={`${part.page}-${part.text.slice(0, 20)}`}>
            {part.text} (page {part.page})
          </p>
        ))}
      </blockquote>
      {clipped ? <p>The brochure says more; read it on IAPD.</p> : null}
    </div>
  );
}
