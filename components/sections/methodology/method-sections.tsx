import Link from 'next/link';
import type { Firm } from '@/lib/content';
import type { Criterion, Methodology } from '@/lib/content/schemas';
import { formatDate } from '@/lib/format';
import { firmPath } from '@/lib/paths';
import { rankLabel } from '@/lib/ranking';

/** The criteria with their weights and scoring rules, the no-data rule and how ties are shown. */
export function MethodCriteria({ method }: { method: Methodology }) {
  return (
    <section aria-labelledby="criteria-heading">
      <h2 id="criteria-heading" className="text-2xl font-bold">
        The criteria, their weights and how each is scored
      </h2>
      <ol className="mt-4 space-y-4">
        {method.criteria.map((criterion) => (
          <li key={criterion.id} className="rounded-xl border border-gray-200 bg-white p-5">
            <h3 className="text-lg font-semibold">
              {criterion.label} <span className="text-brand">· {criterion.weight}%</span>
            </h3>
            <p className="mt-1 text-gray-700">{criterion.description}</p>
          </li>
        ))}
      </ol>
      <div className="mt-4 space-y-2 text-gray-700">
        <p>A firm&apos;s total is the sum of each score times its weight, divided by 100, so it is out of 10.</p>
        <p data-no-data-rule="true">
          <strong>No data:</strong> {method.noDataRule}
        </p>
        <p data-tie-rule="true">
          <strong>Ties:</strong> {method.tieBreak}
        </p>
      </div>
    </section>
  );
}

/** How often facts are re-checked, and how every fact behind a score is recorded. */
export function MethodReview({ method }: { method: Methodology }) {
  return (
    <section aria-labelledby="review-heading" className="prose-content">
      <h2 id="review-heading">How the facts are checked</h2>
      <p>
        {method.reviewCadence} This method last changed on {formatDate(method.updated)}.
      </p>
      <p>
        Every fact a score rests on (rating, reviews, assets, team, minimum, fees, ownership, registration, disciplinary
        record and local presence) is recorded with its source. Once a named person has checked it against that source,
        the site shows who checked it and when; until then it says “Not yet checked”, and the fact adds nothing to the
        firm&apos;s score. The site cannot be published for real until every fact is checked.
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
          <strong>Fiduciary:</strong> a fee-only registered investment adviser (RIA) is a fiduciary on all its advice. A
          dual registrant (adviser and broker-dealer) is a fiduciary on advisory accounts only, its brokerage accounts
          falling under Regulation Best Interest; so is a fee-based adviser whose people also sell insurance or other
          products for commission. Each card and profile says which applies.
        </li>
        <li>
          <strong>Independent:</strong> independently owned (not by a bank, broker-dealer, insurer or investor group),
          no investment products of its own, and registered as an adviser only, all checked against its filings.
        </li>
        <li>
          <strong>Top rated:</strong> a checked rating of at least {topRatedRule.minStars.toFixed(1)} stars from at
          least {topRatedRule.minReviews} reviews.
        </li>
        <li>
          <strong>Not confirmed:</strong> a firm we cannot find in the public records gets no rank and no label.
        </li>
      </ul>
    </section>
  );
}

/** Every listed firm's score per criterion ("no data" where its facts are unchecked), total and rank. */
export function FirmScoresTable({ firms, criteria }: { firms: readonly Firm[]; criteria: readonly Criterion[] }) {
  return (
    <section aria-labelledby="scores-heading">
      <h2 id="scores-heading" className="text-2xl font-bold">
        Every firm&apos;s scores
      </h2>
      <div
        className="mt-4 overflow-x-auto rounded-xl border border-gray-200"
        role="region"
        aria-label="Scores table"
        tabIndex={0}
      >
        <table className="min-w-full text-left text-sm">
          <caption className="sr-only">
            Scores out of 10 per criterion (no data where the facts are not yet checked), the weighted total and the
            resulting rank
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
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-100 bg-white">
            {firms.map((firm) => (
              <tr key={firm.slug} data-firm={firm.slug}>
                <td className="px-3 py-2 font-semibold whitespace-nowrap">{rankLabel(firm)}</td>
                <th scope="row" className="px-3 py-2 font-semibold">
                  <Link href={firmPath(firm.slug)} className="text-brand underline underline-offset-2">
                    {firm.name}
                  </Link>
                </th>
                {criteria.map((criterion) => {
                  const score = firm.criterionScores[criterion.id] ?? null;
                  return (
                    <td key={criterion.id} data-score={score ?? 'no-data'} className="px-3 py-2 whitespace-nowrap">
                      {score === null ? <span className="text-gray-600">no data</span> : score}
                    </td>
                  );
                })}
                <td className="px-3 py-2 font-semibold">{firm.score.toFixed(2)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
