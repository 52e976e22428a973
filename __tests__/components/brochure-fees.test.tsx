/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BrochureFee } from '@/components/islands/brochure-fee';
import { BrochureFees } from '@/components/sections/fees/brochure-fees';
import { costNumbers } from '@/lib/brochures/fee-display';
import { readFirmFees } from '@/lib/brochures/firm-fees';
import { feesOf } from '@/test-support/jest/brochure-records';

/** "Fees, in its brochure filed …" as a visitor reads it on a roster page or a listed profile. */
const fees = (item5: string[], minimums: string[] = []) =>
  feesOf('140195', item5, { filed: '2026-03-10', minimums, minimumPage: 12 });

const TIERED = [
  'We are paid a fee based on the assets we manage, billed quarterly in advance.',
  'Our annual fee is 1.00% on the first $1,000,000 and 0.75% thereafter. Each rate applies to its tier on a tiered basis.',
];
const MINIMUM = ['We require a minimum account size of $250,000.'];

it('shows a parsed schedule as a table, each rate with its sentence and page, the minimum, and the fee at four amounts', () => {
  render(<BrochureFees fees={fees(TIERED, MINIMUM)} />);
  expect(screen.getByRole('heading', { name: 'Fees, in its brochure filed 10 Mar 2026' })).toBeVisible();
  const [schedule, cost] = screen.getAllByRole('table');
  if (schedule === undefined || cost === undefined) throw new Error('two tables expected');
  expect(
    within(schedule)
      .getAllByRole('row')
      .map((row) => row.textContent),
  ).toEqual(['AssetsAnnual rate (page 10)', 'First $1,000,0001.00%', 'Thereafter0.75%']);
  expect(
    screen.getByText(/^“Our annual fee is 1\.00% on the first \$1,000,000 and 0\.75% thereafter\./),
  ).toHaveTextContent(/\(page 10\)$/);
  expect(screen.getByText(/Each rate applies to its own slice/)).toBeVisible();
  expect(screen.getByText(/^Minimum:/)).toHaveTextContent(
    'Minimum: “We require a minimum account size of $250,000.” (page 12)',
  );
  expect(screen.getByRole('link', { name: 'Its brochure on IAPD' })).toHaveAttribute(
    'href',
    'https://adviserinfo.sec.gov/firm/brochure/140195',
  );
  // $1M at 1.00% = $10,000; $2M: $10,000 + $1M at 0.75% = $17,500.
  expect(
    within(cost)
      .getAllByRole('row')
      .map((row) => row.textContent),
  ).toEqual([
    'AssetsFee a year by the schedule above',
    '$250,000$2,500',
    '$500,000$5,000',
    '$1,000,000$10,000',
    '$2,000,000$17,500',
  ]);
});

it('shows the table but no figure where the brochure does not say how tiers apply, and says why', () => {
  render(
    <BrochureFees
      fees={fees([
        'Our annual fee is based on the following schedule:\nAssets Annual Fee\n$0 - $1,000,000 1.00%\nOver $1,000,000 0.75%',
      ])}
    />,
  );
  expect(screen.getAllByRole('table')).toHaveLength(1);
  expect(screen.getByRole('table')).toHaveTextContent('Assets');
  expect(screen.getByText(/^No figure: The brochure does not say whether its rates apply/)).toBeVisible();
  expect(
    screen.getByText(/does not say whether each rate applies to its own slice or to the whole account/),
  ).toBeVisible();
});

it('quotes Item 5 with its page where no schedule can be read, with no number and why', () => {
  render(
    <BrochureFees
      fees={fees(['Our fees are set out in the governing documents of each fund and are not disclosed here.'])}
    />,
  );
  const quote = screen.getByText(/governing documents of each fund/);
  expect(quote).toHaveTextContent(/\(page 9\)$/);
  expect(quote.closest('blockquote')).not.toBeNull();
  expect(screen.getByText(/^No figure: The brochure’s fee could not be read as a schedule/)).toBeVisible();
  expect(screen.queryByRole('table')).toBeNull();
});

it('says when the archive holds no brochure, and shows nothing where none was looked for', () => {
  const { container, rerender } = render(<BrochureFees fees={readFirmFees({ crd: '105348', brochure: null })} />);
  expect(container).toHaveTextContent('No brochure in the SEC’s archive of the last 12 months.');
  expect(screen.getByRole('link', { name: 'Its brochure on IAPD' })).toBeVisible();
  rerender(<BrochureFees fees={undefined} />);
  expect(container).toBeEmptyDOMElement();
});

it('marks a schedule a person confirmed', () => {
  render(<BrochureFees fees={fees(TIERED)} confirmed={{ by: 'Dana Reyes', on: '2026-04-02' }} />);
  expect(screen.getByText('Checked by Dana Reyes on 2 Apr 2026.')).toBeVisible();
});

it('computes the annual fee at the assets the visitor types, with the flags in words', async () => {
  const schedule = fees([
    'Our annual fee is up to 1.00% on the first $1,000,000 and up to 0.75% thereafter, on a tiered basis. Fees are negotiable.',
  ]).schedule;
  const numbers = schedule && costNumbers(schedule);
  if (!numbers) throw new Error('no schedule');
  render(<BrochureFee {...numbers} pages={[9]} />);
  const result = screen.getByRole('status');
  expect(result).toBeEmptyDOMElement();
  await userEvent.type(screen.getByLabelText('Your assets with the firm'), '1,500,000');
  expect(result).toHaveTextContent(
    'At most $13,750 a year by its brochure’s schedule (page 9). The brochure gives its rate as a maximum: the fee may be lower. The brochure says fees are negotiable.',
  );
});
