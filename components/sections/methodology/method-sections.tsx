import Link from 'next/link';
import type { Firm } from '@/lib/content';
import type { Criterion, Methodology } from '@/lib/content/schemas';
import { formatDate } from '@/lib/format';
import { firmPath } from '@/lib/site/paths';
import { rankingBasis, rankLabel } from '@/lib/firms/ranking';

/**
 * The criteria with their weights and scoring rules, which are in use today and which wait for
 * data, the no-data rule and how ties are shown.
 */
export function MethodCriteria({ method, inUse }: { method: Methodology; inUse: readonly Criterion[] }) {
  const used = new Set(inUse.map((criterion) => criterion.id));
  return (
    <section aria-labelledby="criteria-heading">
      <h2 id="criteria-heading" className="text-2xl font-bold">
        The criteria, their weights and how each is scored
      </h2>
      <p data-ranking-basis="true" className="mt-3 rounded-lg bg-brand-soft px-4 py-3 font-semibold text-brand-darker">
        {rankingBasis(inUse, method.criteria)}
      </p>
      <ol className="mt-4 space-y-4">
        {method.criteria.map((criterion) => (
          <li
            key={criterion.id}
            data-criterion={criterion.id}
            data-in-use={used.has(criterion.id) ? 'true' : 'false'}
            className="rounded-xl border border-gray-200 bg-white p-5"
          >
            <h3 className="text-lg font-semibold">
              {criterion.label} <span className="text-brand">· {criterion.weight}%</span>
            </h3>
            <p className="mt-1 text-sm font-semibold text-gray-700">
              {used.has(criterion.id)
                ? 'In use today: recorded and confirmed for every listed firm.'
                : 'Waits for data: not yet recorded and confirmed for every listed firm, so it counts for no firm.'}
            </p>
            <p className="mt-1 text-gray-700">{criterion.description}</p>
          </li>
        ))}
      </ol>
      <div className="mt-4 space-y-2 text-gray-700">
        <p>
          A firm&apos;s total is the sum of each score in use times its weight, divided by the weights in use, so it is
          out of 10.
        </p>
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
      <p data-form-adv-facts="true">
        <strong>From Form ADV:</strong> a firm&apos;s registration (CRD and SEC file number, legal name, status), its
        assets under management, its employees, how it is paid, its affiliated broker-dealer or insurance business, its
        disciplinary disclosures, its main office and its websites are copied from its Form ADV as the SEC publishes it
        in its adviser data files. They are refreshed every month through a reviewed update, and each reads “From its
        Form ADV filed” with the filing&apos;s date and a link to the firm&apos;s page on the SEC&apos;s adviser site.
        Such a fact needs no “checked by”: it is the regulator&apos;s own record. A production build refuses one whose
        data file is more than 90 days old.
      </p>
      <p>
        <strong>Recorded by a person:</strong> what Form ADV does not hold (ratings, minimums, ownership, specialties,
        local offices and local presence) is recorded with the page it was read on and that source&apos;s date. Once a
        named person has checked it against that source, the site shows who checked it and when; until then it says “Not
        yet checked”, carries a † mark and adds nothing to the firm&apos;s score. A value nobody has recorded is not
        shown at all: the site says “Not yet recorded” in its place.
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

/** Every listed firm's score per criterion ("not recorded" where its facts are not confirmed), total and rank. */
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
            Scores out of 10 per criterion (not recorded where the facts are not yet recorded and confirmed), the
            weighted total over the criteria in use and the resulting rank
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
                <td className="px-3 py-2 font-semibold whitespace-nowrap">{rankLabel(firm) ?? 'Not ranked'}</td>
                <th scope="row" className="px-3 py-2 font-semibold">
                  <Link href={firmPath(firm.slug)} className="text-brand underline underline-offset-2">
                    {firm.name}
                  </Link>
                </th>
                {criteria.map((criterion) => {
                  const score = firm.criterionScores[criterion.id] ?? null;
                  return (
                    <td key={criterion.id} data-score={score ?? 'not-recorded'} className="px-3 py-2 whitespace-nowrap">
                      {score === null ? <span className="text-gray-600">not recorded</span> : score}
                    </td>
                  );
                })}
                <td className="px-3 py-2 font-semibold">{firm.score === null ? '—' : firm.score.toFixed(2)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
