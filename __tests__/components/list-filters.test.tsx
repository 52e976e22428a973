/** @jest-environment jsdom */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FirmFilter } from '@/components/islands/firm-filter';
import { RosterFilter } from '@/components/islands/roster-filter';
import type { FilterFirm } from '@/lib/directory/filters';
import type { RosterRow } from '@/lib/roster/filters';

/* The two list filters share one state (use-list-filters.ts) and its parts (list-filter-parts.tsx): what a visitor sees of it. */

const DOWNTOWN: [number, number] = [39.1, -84.51];
const FIRMS: FilterFirm[] = [
  { slug: 'far-firm', model: 'fee-based', minimum: null, focus: [], offices: [[39.35, -84.3]] },
  { slug: 'near-firm', model: 'fee-only', minimum: null, focus: [], offices: [DOWNTOWN] },
];
const ROWS: RosterRow[] = [
  { crd: '1', model: 'fee-only', assets: 5e8, individuals: true, belowHnw: true, disclosures: 'none', at: DOWNTOWN },
  { crd: '2', model: 'fee-based', assets: 2e9, individuals: true, belowHnw: false, disclosures: 'none', at: null },
  { crd: '3', model: 'fee-only', assets: null, individuals: false, belowHnw: false, disclosures: 'none', at: null },
];

function renderFirms(url = '/top-fiduciary-advisors-cincinnati/') {
  window.history.pushState({}, '', url);
  render(
    <FirmFilter
      id="firms"
      firms={FIRMS}
      focusOptions={[]}
      offerNoMinimum={false}
      rosterCount={0}
      cards={FIRMS.map((firm) => (
        <h3 key={firm.slug}>{firm.slug}</h3>
      ))}
    />,
  );
  return userEvent.setup({ delay: null });
}

function renderRoster(url: string) {
  window.history.pushState({}, '', url);
  render(
    <RosterFilter
      id="roster"
      rows={ROWS}
      entries={ROWS.map((row) => (
        <h3 key={row.crd}>Adviser {row.crd}</h3>
      ))}
      noScript={<noscript>Filters need JavaScript.</noscript>}
      noMatch={<p>No adviser’s Form ADV shows every filter you set. Loosen one, or clear them all.</p>}
    />,
  );
  return userEvent.setup({ delay: null });
}

const panel = () => screen.getByText(/^Filter the list or sort it/).closest('details');
const names = () => screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

afterEach(() => window.history.pushState({}, '', '/'));

describe('the directory filter', () => {
  it('announces nothing until the visitor filters, then how many firms are shown, and writes the filter to the address', async () => {
    const user = renderFirms();
    expect(screen.getByRole('status')).toHaveTextContent(/^$/);
    expect(panel()).not.toHaveAttribute('open');
    await user.selectOptions(screen.getByLabelText('How the firm is paid'), 'fee-only');
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1 of 2 firms.');
    expect(window.location.search).toBe('?fee=fee-only');
    expect(names()).toEqual(['near-firm']);
  });

  it('orders by distance from a ZIP code, with each firm’s distance on its card', async () => {
    const user = renderFirms();
    await user.type(screen.getByLabelText('My ZIP code'), '45202');
    expect(await screen.findByRole('status')).toHaveTextContent(/nearest office first from 45202 \(Cincinnati, OH\)/);
    expect(names()).toEqual(['near-firm', 'far-firm']);
    expect(screen.getAllByText(/^About [\d.]+ miles from 45202$/)).toHaveLength(2);
  });
});

describe('the roster filter', () => {
  it('opens the panel when the address brings filters, and says what is shown', async () => {
    renderRoster('/advisers/?fee=fee-only');
    await waitFor(() => expect(panel()).toHaveAttribute('open'));
    expect(screen.getByRole('status')).toHaveTextContent('Showing 2 of 3 advisers, A–Z by name.');
    expect(names()).toEqual(['Adviser 1', 'Adviser 3']);
  });

  it('says when nothing matches, and "Clear all filters" brings every adviser back and moves focus to the panel', async () => {
    const user = renderRoster('/advisers/?fee=fee-based&ind=1&disc=reported&utm_source=mail');
    expect(screen.getByRole('status')).toHaveTextContent('No adviser matches all of these filters.');
    expect(screen.queryByRole('heading', { level: 3 })).toBeNull();
    const box = screen.getByText(/^No adviser’s Form ADV shows every filter you set/).parentElement;
    await user.click(within(box ?? document.body).getByRole('button', { name: 'Clear all filters' }));
    expect(screen.getByRole('status')).toHaveTextContent('Showing 3 of 3 advisers, A–Z by name.');
    expect(names()).toEqual(['Adviser 1', 'Adviser 2', 'Adviser 3']);
    expect(window.location.search).toBe('?utm_source=mail');
    expect(document.activeElement).toBe(screen.getByText('Filter the list or sort it by assets or distance'));
  });
});
