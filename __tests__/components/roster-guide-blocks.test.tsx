/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import { RosterModelMatches, RosterNearYou } from '@/components/sections/advisers/roster-guide-blocks';
import type { RosterFile } from '@/lib/content/roster-schema';
import { rosterFirm } from '@/test-support/jest/roster-firms';

/**
 * Where the guides lead to the roster (issue 47 §6): the fee-model guides to the advisers whose
 * Form ADV shows that model, labelled as regulator data; /fiduciary-near-me/ to the roster by
 * distance, with a form that works without JavaScript; nothing at all before the first import.
 */
let mockRoster: RosterFile | null = null;
jest.mock('@/lib/content', () => ({ ...jest.requireActual<object>('@/lib/content'), getRoster: () => mockRoster }));

const feeBased = {
  methods: ['percentage-of-assets' as const, 'commissions' as const],
  model: 'fee-based' as const,
  rule: 'x',
};
const firms = [
  ...Array.from({ length: 8 }, (_, i) =>
    rosterFirm({ crd: String(100 + i), businessName: `FEE ONLY ${String.fromCharCode(72 - i)}` }),
  ),
  rosterFirm({ crd: '200', businessName: 'COMMISSION AND FEE CO', compensation: feeBased }),
];
const ROSTER: RosterFile = {
  region: [{ fips: '39061', name: 'Hamilton County, OH' }],
  firms,
  changes: {
    dataFiles: [{ name: 'IA_FIRM_SEC_Feed_11_02_2026.xml.gz', date: '2026-11-02' }],
    added: [],
    removed: [],
    changed: [],
  },
};

beforeEach(() => {
  mockRoster = ROSTER;
});

it('where the listed grid is empty: the count, the first six A–Z as regulator data, and a link to all of them', () => {
  render(<RosterModelMatches model="fee-only" sample />);
  expect(screen.getByRole('heading')).toHaveTextContent(
    'In the SEC’s data: 8 registered advisers of the region whose Form ADV shows fee-only compensation',
  );
  expect(screen.getByText('Regulator data')).toBeInTheDocument();
  const items = within(screen.getByRole('list')).getAllByRole('listitem');
  expect(items.map((item) => within(item).getByRole('link').textContent)).toEqual([
    'Fee Only A',
    'Fee Only B',
    'Fee Only C',
    'Fee Only D',
    'Fee Only E',
    'Fee Only F',
  ]);
  expect(screen.getByRole('link', { name: /^All 8 fee-only advisers on the region’s roster/ })).toHaveAttribute(
    'href',
    '/advisers/?fee=fee-only',
  );
  expect(document.body.textContent).not.toMatch(/COMMISSION AND FEE/);
});

it('beside listed firms: the count and the link, without a second list', () => {
  render(<RosterModelMatches model="fee-based" sample={false} />);
  expect(screen.getByRole('heading')).toHaveTextContent(
    '1 registered adviser of the region whose Form ADV shows fee-based',
  );
  expect(screen.queryByRole('list')).toBeNull();
  expect(screen.getByRole('link', { name: 'The one fee-based adviser on the region’s roster' })).toHaveAttribute(
    'href',
    '/advisers/?fee=fee-based',
  );
});

it('/fiduciary-near-me/’s form sends a five-digit ZIP code to /advisers/ without JavaScript', () => {
  render(<RosterNearYou id="near" />);
  const form = screen.getByRole('button', { name: 'Show advisers near me' }).closest('form');
  expect(form).toHaveAttribute('action', '/advisers/');
  expect(form).toHaveAttribute('method', 'get');
  const zip = screen.getByLabelText('Your ZIP code');
  expect(zip).toHaveAttribute('name', 'zip');
  expect(zip).toHaveAttribute('pattern', '[0-9]{5}');
  expect(zip).toBeRequired();
  expect(screen.getByText(/the 9 SEC- or state-registered advisers/)).toBeInTheDocument();
});

it('before the first import neither block shows anything', () => {
  mockRoster = null;
  const { container } = render(
    <>
      <RosterModelMatches model="fee-only" sample />
      <RosterNearYou id="near" />
    </>,
  );
  expect(container).toBeEmptyDOMElement();
});
