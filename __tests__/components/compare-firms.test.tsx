/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { CompareFirms } from '@/components/islands/compare-firms';
import { UNCHECKED_TAG_SYMBOL } from '@/components/islands/fact-text';
import { UNCHECKED_SYMBOL } from '@/components/ui/unverified-mark';
import { getFirms } from '@/lib/content';
import { firmSummary } from '@/lib/firms/summary';
import { TEST_CONTACT } from '@/test-support/jest/fake-site';

const firms = getFirms().map(firmSummary);
const [first, second, third] = firms;
const contact = TEST_CONTACT;

const columns = () =>
  within(screen.getByRole('table'))
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent);

// Rendering ten firms' table on a shared two-core machine can take a few seconds.
jest.setTimeout(30_000);

beforeEach(() => window.history.replaceState(null, '', '/compare/'));

describe('CompareFirms island', () => {
  if (!first || !second || !third) throw new Error('needs three firms');

  it('server HTML: every firm in the table and an unticked GET form, so it works without JavaScript', () => {
    const html = renderToString(<CompareFirms firms={firms} contact={contact} idPrefix="c" />);
    const doc = new DOMParser().parseFromString(html, 'text/html');
    expect(doc.querySelectorAll('thead th[data-firm]')).toHaveLength(firms.length);
    expect(doc.querySelector('form')?.getAttribute('action')).toBe('/compare/');
    expect(doc.querySelectorAll('input[name="firms"]:checked')).toHaveLength(0);
  });

  it('ticking two firms shows only them, in rank order, and puts them in the URL', async () => {
    const user = userEvent.setup({ delay: null });
    render(<CompareFirms firms={firms} contact={contact} idPrefix="c" />);
    await user.click(screen.getByRole('checkbox', { name: new RegExp(third.name) }));
    await user.click(screen.getByRole('checkbox', { name: new RegExp(first.name) }));
    expect(columns()).toEqual([first.name, third.name]);
    expect(window.location.search).toBe(`?firms=${third.slug},${first.slug}`);
    expect(screen.getByRole('status')).toHaveTextContent(`Comparing ${first.name}, ${third.name}.`);
  });

  it('reads a selection from the URL and names the source and check date beside each recorded fact', () => {
    const recorded = firms.find((firm) => firm.aum.text !== 'Not yet recorded');
    if (!recorded) throw new Error('some firm has its assets recorded');
    window.history.replaceState(null, '', `/compare/?firms=${recorded.slug}`);
    render(<CompareFirms firms={firms} contact={contact} idPrefix="c" />);
    expect(columns()).toEqual([recorded.name]);
    expect(screen.getByRole('status')).toHaveTextContent('Choose at least one more firm to compare.');
    const aumRow = screen.getByRole('row', { name: /^Assets managed/ });
    expect(aumRow).toHaveTextContent(recorded.aum.text);
    expect(recorded.aum.provenance).toMatch(/\(dated \d+ \w+ \d{4}\) · Not yet checked$/);
    expect(aumRow).toHaveTextContent(recorded.aum.provenance);
    expect(
      screen.getByText(`You'll speak with Test Guide, not ${recorded.name}; we introduce you.`),
    ).toBeInTheDocument();
  });

  it('says "Not yet recorded" where no value is recorded, and "Not yet ranked" while nothing is ranked', () => {
    window.history.replaceState(null, '', `/compare/?firms=${second.slug}`);
    render(<CompareFirms firms={firms} contact={contact} idPrefix="c" />);
    expect(second.rating.text).toBe('Not yet recorded');
    const ratingRow = screen.getByRole('row', { name: /^Rating/ });
    expect(ratingRow).toHaveTextContent('Not yet recorded');
    expect(within(ratingRow).queryAllByText('(not yet checked)')).toHaveLength(0);
    expect(screen.getByRole('row', { name: /^Rank/ })).toHaveTextContent('Not yet ranked');
    expect(screen.getByRole('table')).not.toHaveTextContent(/#\d/);
  });

  it('marks each unchecked fact with the same compact marker as the rest of the site, read as "not yet checked"', () => {
    expect(UNCHECKED_TAG_SYMBOL).toBe(UNCHECKED_SYMBOL);
    render(<CompareFirms firms={firms} contact={contact} idPrefix="c" />);
    const unverified = firms.filter((firm) => !firm.aum.verified).length;
    expect(unverified).toBeGreaterThan(0);
    const aumRow = screen.getByRole('row', { name: /^Assets managed/ });
    expect(within(aumRow).queryAllByText('(not yet checked)')).toHaveLength(unverified);
    expect(aumRow).toHaveTextContent(/Not yet checked/);
    expect(aumRow).not.toHaveTextContent(/checked \d/);
  });
});
