import Link from 'next/link';
import { SampleDataNote, UnverifiedMark } from '@/components/ui/unverified-mark';
import type { Firm } from '@/lib/content';
import type { Criterion, Methodology } from '@/lib/content/schemas';
import { hasUnverifiedFacts } from '@/lib/firm-labels';
import { firmPath } from '@/lib/paths';

/** The criteria with their weights, how the total is formed and how ties are broken. */
export function MethodCriteria({ criteria, tieBreak }: { criteria: readonly Criterion[]; tieBreak: string }) {
  return (
    <section aria-labelledby="criteria-heading">
      <h2 id="criteria-heading" className="text-2xl font-bold">
        The criteria and their weights
      </h2>
      <ol className="mt-4 space-y-4">
        {criteria.map((criterion) => (
          <li key={criterion.id} className="rounded-xl border border-gray-200 bg-white p-5">
            <h3 className="text-lg font-semibold">
              {criterion.label} <span className="text-brand">· {criterion.weight}%</span>
            </h3>
            <p className="mt-1 text-gray-700">{criterion.description}</p>
          </li>
        ))}
      </ol>
      <p className="mt-4 text-gray-700">
        A firm&apos;s total is the sum of each score times its weight, divided by 100, so it is out of 10.{' '}
        <strong>Ties:</strong> {tieBreak}
      </p>
    </section>
  );
}

/** Who scores the firms, how often, and how every fact behind a score is recorded. */
export function MethodReview({ method }: { method: Methodology }) {
  return (
    <section aria-labelledby="review-heading" className="prose-content">
      <h2 id="review-heading">Who scores the firms, and how often</h2>
      <p>
        <strong>Reviewed by:</strong> {method.reviewedBy}. <strong>How often:</strong> {method.reviewCadence} This
        method was last updated on {method.updated}.
      </p>
      <p>
        Every fact a score rests on (rating, reviews, assets, team, minimum, fees, ownership, registration and
        disciplinary record) is recorded with its source, the day it was checked and whether the check confirmed it.
        Facts not yet confirmed are marked “Sample data, not yet verified” wherever they appear, and the site cannot be
        published for real until all of them are verified.
      </p>
    </section>
  );
}

/** The rules behind the Fiduciary, Independent and Top rated labels. */
export function MethodLabels({ topRatedRule }: { topRatedRule: Methodology['topRated'] }) {
  return (
    <section aria-labelledby="labels-heading" className="prose-content">
      <h2 id="labels-heading">How labels are decided</h2>
      <ul>
        <li>
          <strong>Fiduciary:</strong> a registered investment adviser (RIA) is a fiduciary on all its advice. A dual
          registrant (adviser and broker-dealer) is a fiduciary on advisory accounts only; its brokerage accounts fall
          under Regulation Best Interest. Each card and profile says which applies.
        </li>
        <li>
          <strong>Independent:</strong> independently owned (not by a bank, broker-dealer or insurer), no investment
          products of its own, and registered as an adviser only.
        </li>
        <li>
          <strong>Top rated:</strong> at least {topRatedRule.minStars.toFixed(1)} stars from at least{' '}
          {topRatedRule.minReviews} reviews, as recorded with the rating&apos;s source.
        </li>
      </ul>
    </section>
  );
}

/** Every firm's score per criterion, its weighted total and rank, with the day it was scored. */
export function FirmScoresTable({ firms, criteria }: { firms: readonly Firm[]; criteria: readonly Criterion[] }) {
  return (
    <section aria-labelledby="scores-heading">
      <h2 id="scores-heading" className="text-2xl font-bold">
        Every firm&apos;s scores
      </h2>
      <SampleDataNote show={firms.some(hasUnverifiedFacts)} className="mt-4" />
      <div
        className="mt-4 overflow-x-auto rounded-xl border border-gray-200"
        role="region"
        aria-label="Scores table"
        tabIndex={0}
      >
        <table className="min-w-full text-left text-sm">
          <caption className="sr-only">
            Scores out of 10 per criterion, the weighted total and the resulting rank
          </caption>
          <thead className="bg-brand-soft text-brand-darker">
            <tr>
              <th scope="col" className="px-3 py-2">
                Rank
              </th>
              <th scope="col" className="px-3 py-2">
                Firm
              </th>
              {criteria.map((criterion) => (
                <th key={criterion.id} scope="col" className="px-3 py-2">
                  {criterion.label} ({criterion.weight}%)
                </th>
              ))}
              <th scope="col" className="px-3 py-2">
                Total
              </th>
              <th scope="col" className="px-3 py-2">
                Scored on
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-100 bg-white">
            {firms.map((firm) => (
              <tr key={firm.slug} data-firm={firm.slug}>
                <td className="px-3 py-2 font-semibold">#{firm.rank}</td>
                <th scope="row" className="px-3 py-2 font-semibold">
                  <Link href={firmPath(firm.slug)} className="text-brand underline underline-offset-2">
                    {firm.name}
                  </Link>
                </th>
                {criteria.map((criterion) => (
                  <td key={criterion.id} className="px-3 py-2">
                    {firm.scores.criteria[criterion.id] ?? '–'}
                  </td>
                ))}
                <td className="px-3 py-2 font-semibold">{firm.score.toFixed(2)}</td>
                <td className="px-3 py-2 whitespace-nowrap">
                  {firm.scores.scoredOn} <UnverifiedMark verified={firm.scores.verified} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
