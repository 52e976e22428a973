/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FeeCalculator } from '@/components/islands/fee-calculator';
import { compareArrangements, type FeeArrangement } from '@/lib/fees/calculator';
import { formatDollars } from '@/lib/fees/format';
import { getFeeCalculator } from '@/lib/content';

const config = getFeeCalculator();

function renderCalculator(url = '/fee-calculator/') {
  window.history.replaceState(null, '', url);
  const user = userEvent.setup({ delay: null });
  render(<FeeCalculator idPrefix="test" config={config} />);
  return { user };
}

const totalsTable = () => screen.getByRole('table', { name: /^Totals for/ });

/** The cells of the totals row whose header matches `label`, as the visitor reads them. */
function totalsRow(label: RegExp): string[] {
  const row = within(totalsTable()).getByRole('rowheader', { name: label }).closest('tr');
  if (!row) throw new Error(`No totals row ${label}`);
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent ?? '');
}

const dollars = (values: number[]) => values.map((value) => formatDollars(value));

type User = ReturnType<typeof userEvent.setup>;

/**
 * Replaces a field's text the way a visitor pasting a value does: one change per step, so a slow,
 * shared machine does not re-render the 20-year tables once per keystroke.
 */
async function replaceValue(user: User, input: HTMLElement, text: string) {
  await user.clear(input);
  await user.click(input);
  await user.paste(text);
}

describe('FeeCalculator', () => {
  it('shows the worked example at the default inputs, its table matching the math', () => {
    renderCalculator();
    const expected = compareArrangements(config.defaults, config.defaults.arrangements);
    expect(screen.getByLabelText('Amount invested')).toHaveValue(String(config.defaults.amount));
    expect(totalsRow(/^Total fees over/)).toEqual(
      dollars(expected.projections.map((projection) => projection.totalFees)),
    );
    expect(totalsRow(/^Balance after/)).toEqual(
      dollars(expected.projections.map((projection) => projection.endingBalance)),
    );
    // The year-by-year table carries the same rows as the math, year by year.
    const yearly = screen.getByRole('table', { name: /Fee charged at the end of each year/ });
    const bodyRows = within(yearly).getAllByRole('row').slice(1);
    expect(bodyRows).toHaveLength(config.defaults.years);
    const lastYear = bodyRows.at(-1);
    if (!lastYear) throw new Error('no yearly rows');
    const cells = within(lastYear)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual([
      ...dollars(expected.projections.map((projection) => projection.rows.at(-1)?.fee ?? Number.NaN)),
      ...dollars(expected.projections.map((projection) => projection.rows.at(-1)?.endBalance ?? Number.NaN)),
    ]);
    // The chart states the result in words, so the numbers are not only in the picture.
    expect(screen.getByRole('img', { name: /would become/ })).toHaveAccessibleName(
      expect.stringContaining(formatDollars(expected.noFeeEndingBalance)),
    );
  });

  it('recomputes the totals and writes the inputs to the URL when an input changes', async () => {
    const { user } = renderCalculator();
    const amount = screen.getByLabelText('Amount invested');
    await replaceValue(user, amount, '100,000');
    await replaceValue(user, screen.getByLabelText('Years'), '1');
    // By hand: 100,000 + 5% = 105,000; 1% = 1,050; flat 4,000; hourly 10 × 300 = 3,000.
    expect(totalsRow(/^Total fees over 1 year$/)).toEqual(['$1,050', '$4,000', '$3,000']);
    expect(totalsRow(/^Balance after 1 year$/)).toEqual(['$103,950', '$101,000', '$102,000']);
    expect(totalsRow(/^Less than the best/)).toEqual(['Best', '$2,950', '$1,950']);
    const params = new URLSearchParams(window.location.search);
    expect(params.get('amount')).toBe('100000');
    expect(params.get('years')).toBe('1');
    expect(params.get('fee2')).toBe('flat');
    expect(window.location.pathname).toBe('/fee-calculator/');
  });

  it('shows and announces an error for an unusable value, and keeps the last complete figures', async () => {
    const { user } = renderCalculator();
    const before = totalsRow(/^Total fees over/);
    const amount = screen.getByLabelText('Amount invested');
    await replaceValue(user, amount, 'lots');
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(amount).toHaveAccessibleDescription(/Enter a number from \$0 to \$100,000,000/);
    expect(screen.getByRole('status')).toHaveTextContent(/^Amount invested: Enter a number/);
    expect(totalsRow(/^Total fees over/)).toEqual(before);
    // The URL keeps the last complete inputs, not the unusable one.
    expect(window.location.search).not.toContain('lots');
  });

  it('restores the inputs from the URL on wake, clamping values out of range', () => {
    renderCalculator(
      '/fee-calculator/?amount=250000&years=999&return=4&fee1=percentage&fee1_rate1=1.25&fee2=hourly&fee2_hours=5&fee2_hourly=200&fee3=none',
    );
    expect(screen.getByLabelText('Amount invested')).toHaveValue('250000');
    expect(screen.getByLabelText('Years')).toHaveValue(String(config.limits.years.max));
    expect(screen.getByLabelText('Hours per year B')).toHaveValue('5');
    expect(screen.getByLabelText('How it is paid', { selector: '#test-fee3' })).toHaveValue('none');
    const arrangements: FeeArrangement[] = [
      { kind: 'percentage', tiers: [{ ratePercent: 1.25 }] },
      { kind: 'hourly', hoursPerYear: 5, hourlyRate: 200 },
    ];
    const expected = compareArrangements(
      { amount: 250_000, years: config.limits.years.max, annualReturnPercent: 4 },
      arrangements,
    );
    expect(screen.getByRole('table', { name: 'Totals for 2 arrangements' })).toBeInTheDocument();
    expect(totalsRow(/^Balance after/)).toEqual(
      dollars(expected.projections.map((projection) => projection.endingBalance)),
    );
  });

  it('turns a percentage into a tiered schedule whose fees follow the marginal tiers', async () => {
    const { user } = renderCalculator('/fee-calculator/?amount=1000000&years=1&return=10');
    await user.click(screen.getByRole('checkbox', { name: /Tiered/ }));
    expect(screen.getByLabelText('Tier 1 of A ends at')).toHaveValue('1000000');
    // 1,000,000 + 10% = 1,100,000; 1% of 1,000,000 + 0.8% of 100,000 = 10,800.
    expect(totalsRow(/^Fee in the first year/)[0]).toBe('$10,800');
    expect(new URLSearchParams(window.location.search).get('fee1_tiered')).toBe('on');
  });

  it('switches an arrangement to another kind and shows that kind’s inputs', async () => {
    const { user } = renderCalculator('/fee-calculator/?amount=100000&years=1&return=5');
    await user.selectOptions(screen.getByLabelText('How it is paid', { selector: '#test-fee1' }), 'flat');
    expect(screen.queryByLabelText('Yearly rate A')).not.toBeInTheDocument();
    const flat = screen.getByLabelText('Flat fee A');
    await replaceValue(user, flat, '2500');
    expect(totalsRow(/^Fee in the first year/)).toEqual(['$2,500', '$4,000', '$3,000']);
    expect(new URLSearchParams(window.location.search).get('fee1_amount')).toBe('2500');
  });
});
