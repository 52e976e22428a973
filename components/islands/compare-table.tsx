import type { ReactNode } from 'react';
import type { FirmSummary } from '@/lib/firms/summary';
import { FactText } from './fact-text';

export interface CompareContact {
  brand: string;
  phone: string;
  phoneHref: string;
  /** Where the public adviser records can be searched when a firm's CRD is not recorded. */
  iapdSearch: string;
}

interface Row {
  label: string;
  cell: (firm: FirmSummary) => ReactNode;
}

function List({ items }: { items: readonly string[] }) {
  return (
    <ul className="list-disc space-y-0.5 pl-4">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

function rows(contact: CompareContact): Row[] {
  return [
    {
      label: 'Rank (published method)',
      cell: (firm) =>
        firm.rankText === undefined || firm.score === null ? (
          <span className="block text-gray-700">Not yet ranked</span>
        ) : (
          <>
            <span className="block font-medium text-ink">{firm.rankText}</span>
            <span className="block text-xs text-gray-600">Score {firm.score.toFixed(2)} of 10</span>
          </>
        ),
    },
    { label: 'Fee model and basis', cell: (firm) => <FactText fact={firm.fee} /> },
    { label: 'Minimum', cell: (firm) => <FactText fact={firm.minimumText} /> },
    { label: 'Assets managed (AUM)', cell: (firm) => <FactText fact={firm.aum} /> },
    { label: 'Employees (firm-wide)', cell: (firm) => <FactText fact={firm.employees} /> },
    { label: 'Rating', cell: (firm) => <FactText fact={firm.rating} /> },
    { label: 'Registration', cell: (firm) => <FactText fact={firm.registration} /> },
    { label: 'Fiduciary scope', cell: (firm) => <span className="font-medium text-ink">{firm.fiduciary}</span> },
    { label: 'Ownership', cell: (firm) => <FactText fact={firm.ownership} /> },
    { label: 'Disciplinary disclosures', cell: (firm) => <FactText fact={firm.disclosures} /> },
    { label: 'Specialties', cell: (firm) => <List items={firm.specialties} /> },
    { label: 'Services', cell: (firm) => <List items={firm.services} /> },
    { label: 'Offices', cell: (firm) => <List items={firm.offices} /> },
    {
      label: 'Verify',
      cell: (firm) =>
        firm.verifyLinks.length > 0 ? (
          <ul className="space-y-1">
            {firm.verifyLinks.map((link) => (
              <li key={link.href}>
                <a href={link.href} className="text-brand underline underline-offset-2" rel="noopener">
                  {link.label}
                  <span className="sr-only"> for {firm.name}</span>
                </a>
              </li>
            ))}
          </ul>
        ) : (
          <span className="text-xs text-gray-700">
            CRD number not yet recorded.{' '}
            <a href={contact.iapdSearch} className="text-brand underline underline-offset-2" rel="noopener">
              Search the SEC&apos;s adviser records<span className="sr-only"> for {firm.name}</span>
            </a>
          </span>
        ),
    },
    {
      label: 'Talk to us',
      cell: (firm) => (
        <div className="space-y-2">
          <a
            href={`/schedule-online/?utm_source=website&utm_medium=compare&utm_campaign=compare&utm_content=${firm.slug}`}
            className="inline-flex min-h-11 items-center justify-center rounded-lg bg-brand px-4 text-sm font-semibold text-white hover:bg-brand-dark"
          >
            Book a call<span className="sr-only"> about {firm.name}</span>
          </a>
          <a href={contact.phoneHref} className="block text-sm font-semibold text-brand underline underline-offset-2">
            Call {contact.phone}
            <span className="sr-only"> about {firm.name}</span>
          </a>
          <p data-who-answers="true" className="text-xs text-gray-600">
            You&apos;ll speak with {contact.brand}, not {firm.name}; we introduce you.
          </p>
        </div>
      ),
    },
  ];
}

/**
 * The side-by-side table: one column per firm, one row per fact. It scrolls inside its own
 * labelled, focusable region (the page itself never scrolls sideways) with the fact names kept in
 * view, and prints in full. `relative` makes it the containing block of the cells' screen-reader-only
 * text, which would otherwise sit outside the scroller and widen the page.
 */
export function CompareTable({
  firms,
  contact,
  idPrefix,
}: {
  firms: readonly FirmSummary[];
  contact: CompareContact;
  idPrefix: string;
}) {
  const captionId = `${idPrefix}-caption`;
  return (
    <div
      role="region"
      aria-labelledby={captionId}
      tabIndex={0}
      data-compare-region="true"
      className="relative max-w-full overflow-x-auto rounded-xl border border-gray-200 bg-white print:overflow-visible print:border-0"
    >
      <table className="w-full border-collapse text-left text-sm print:text-xs" data-compare-table="true">
        <caption id={captionId} className="px-3 py-2 text-left text-sm font-semibold text-gray-700">
          {firms.length === 1
            ? `${firms[0]?.name ?? ''}: pick at least one more firm to compare`
            : `Comparing ${firms.length} firms side by side`}
        </caption>
        <thead>
          <tr className="bg-brand-soft text-brand-darker">
            <td className="sticky left-0 z-10 w-28 bg-brand-soft px-3 py-2 sm:w-44 print:static" />
            {firms.map((firm) => (
              <th
                key={firm.slug}
                scope="col"
                data-firm={firm.slug}
                className="min-w-52 px-3 py-2 align-bottom font-heading text-base font-bold"
              >
                <a href={firm.href} className="underline underline-offset-2">
                  {firm.name}
                </a>
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">
          {rows(contact).map((row) => (
            <tr key={row.label}>
              <th
                scope="row"
                className="sticky left-0 z-10 w-28 bg-gray-50 px-3 py-3 align-top text-xs font-semibold text-gray-800 sm:w-44 sm:text-sm print:static"
              >
                {row.label}
              </th>
              {firms.map((firm) => (
                <td key={firm.slug} className="min-w-52 px-3 py-3 align-top text-gray-700">
                  {row.cell(firm)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
