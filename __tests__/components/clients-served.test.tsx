/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import { ClientsServedTable } from '@/components/sections/advisers/clients-served-table';
import { FirmClientsServed } from '@/components/sections/firm/firm-clients-served';
import type { ClientCount } from '@/lib/content/client-counts-schema';
import { rosterRows } from '@/lib/roster/list';
import { rosterFirm } from '@/test-support/jest/roster-firms';

/** "Whom it serves" (Form ADV 5.D) as a visitor reads it: what was filed, an average that is not a minimum. */
const COUNTS: ClientCount[] = [
  { type: 'a', clients: 120, fewerThanFive: false, assets: 90_000_000 },
  { type: 'b', clients: null, fewerThanFive: true, assets: 20_000_000 },
  { type: 'h', clients: 3, fewerThanFive: false, assets: null },
  { type: 'm', clients: 12, fewerThanFive: false, assets: 40_000_000 },
  { type: 'g', clients: 0, fewerThanFive: false, assets: 0 },
];

const rowOf = (label: string) => screen.getByRole('rowheader', { name: label }).closest('tr') as HTMLElement;

it('lists each type served with its clients and assets, and averages only individuals with a count', () => {
  render(<ClientsServedTable counts={COUNTS} filed="30 Mar 2026" />);
  expect(screen.getByRole('heading', { name: 'Whom it serves (Form ADV 5.D, filed 30 Mar 2026)' })).toBeVisible();
  expect(screen.getAllByRole('row')).toHaveLength(5); // the header and four types served; (g) has none
  expect(screen.queryByText('Pension and profit sharing plans')).toBeNull();
  const individuals = rowOf('Individuals (other than high net worth)');
  expect(within(individuals).getByText('120')).toBeVisible();
  // $90 million ÷ 120 = $750,000 a client.
  expect(individuals).toHaveTextContent('$90 million$750,000 per client: an average, not a minimum');
  const wealthy = rowOf('High net worth individuals');
  expect(wealthy).toHaveTextContent('Fewer than 5');
  expect(wealthy).not.toHaveTextContent(/per client|average/);
  expect(rowOf('Charitable organizations')).toHaveTextContent('3Not filed');
  expect(rowOf('Corporations or other businesses')).not.toHaveTextContent('per client');
});

it('shows nothing when the filing lists no type served', () => {
  const { container } = render(<ClientsServedTable counts={[COUNTS[4]!]} filed="30 Mar 2026" />);
  expect(container).toBeEmptyDOMElement();
});

it("a listed firm's profile shows the table with its Form ADV source, and nothing before the import writes it", () => {
  const fact = {
    origin: 'form-adv' as const,
    value: COUNTS,
    source: {
      url: 'https://adviserinfo.sec.gov/firm/summary/1',
      document: 'Form ADV Part 1A, Item 5.D',
      date: '2026-03-12',
    },
    dataFile: { name: 'IA_FIRM_SEC_Feed_11_01_2026.xml.gz', date: '2026-11-01' },
  };
  const { unmount } = render(<FirmClientsServed firm={{ clientTypes: fact }} />);
  expect(screen.getByRole('heading', { name: 'Whom it serves (Form ADV 5.D, filed 12 Mar 2026)' })).toBeVisible();
  expect(screen.getByRole('link', { name: /Form ADV filed/ })).toHaveAttribute('href', fact.source.url);
  unmount();
  const { container } = render(
    <FirmClientsServed firm={{ clientTypes: { origin: 'none', value: null, reason: 'not-yet-recorded' } }} />,
  );
  expect(container).toBeEmptyDOMElement();
});

it("the roster's rows tell who serves individuals below high net worth, 5.D(a)", () => {
  const rows = rosterRows([
    rosterFirm({ crd: '1', clientTypes: ['a', 'b'] }),
    rosterFirm({ crd: '2', clientTypes: ['b'] }),
    rosterFirm({ crd: '3', clientTypes: null }),
  ]);
  expect(rows.map((row) => [row.individuals, row.belowHnw])).toEqual([
    [true, true],
    [true, false],
    [null, null],
  ]);
});
