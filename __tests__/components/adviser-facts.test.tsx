/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import { AdviserFacts } from '@/components/sections/advisers/adviser-facts';
import { regionFigures } from '@/lib/roster/list';
import { rosterFirm } from '@/test-support/jest/roster-firms';

/** A roster firm's facts as a visitor reads them: each dated by its filing and linked to the IAPD page. */
const firm = rosterFirm();
const region = regionFigures([firm, rosterFirm({ crd: '2', aum: { total: 100_000_000, discretionary: null } })]);

it('every fact says "From its Form ADV filed {date}" and links to the firm’s IAPD page', () => {
  render(<AdviserFacts firm={firm} region={region} />);
  const links = screen.getAllByRole('link', { name: 'From its Form ADV filed 30 Mar 2026' });
  expect(links.length).toBeGreaterThanOrEqual(9);
  for (const link of links) expect(link).toHaveAttribute('href', 'https://adviserinfo.sec.gov/firm/summary/9100001');
});

it("shows the region's median beside the firm's assets, and the fee-only rule where the label is", () => {
  render(<AdviserFacts firm={firm} region={region} />);
  const assets = screen.getByText('Assets under management').closest('div');
  expect(assets).not.toBeNull();
  expect(
    within(assets as HTMLElement).getByText(/Region’s median: \$250 million \(of 2 advisers that report it\)/),
  ).toBeInTheDocument();
  expect(screen.getByText('Fee-only, per Form ADV')).toBeInTheDocument();
  expect(screen.getByText(/Form ADV answers No to 5\.E\(5\), 6\.A\(1\)/)).toBeInTheDocument();
  expect(screen.getByText('None reported in its Form ADV filed 30 Mar 2026')).toBeInTheDocument();
  expect(document.body.textContent).not.toMatch(/\bclean\b|\bbest\b|★/i);
});

it('no fee model where the filing does not settle it, and Item 11 reported points to the IAPD page', () => {
  const unsettled = rosterFirm({
    compensation: {
      methods: ['hourly'],
      model: null,
      rule: 'Form ADV does not answer 7.A(12), so fee-only is not derived',
    },
    disclosures: ['11.D(4)'],
  });
  render(<AdviserFacts firm={unsettled} region={region} />);
  expect(screen.getByText('Fee model not derived')).toBeInTheDocument();
  expect(screen.queryByText(/Fee-only, per Form ADV/)).toBeNull();
  expect(screen.getByText('Reported: see its IAPD page')).toBeInTheDocument();
});
