/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { AdvisersPage } from '@/components/sections/advisers/advisers-page';
import type { RosterFile } from '@/lib/content/roster-schema';
import { rosterFirm } from '@/test-support/jest/roster-firms';

/**
 * /advisers/ on the advisers it cannot place (issue 53 §2): registered advisers of Ohio, Kentucky and Indiana
 * whose Form ADV publishes no main-office address are counted, with the data file's date and a link to search
 * IAPD; a roster without the count (written before it was counted) says nothing of it. Test data, not SEC data.
 */
let mockRoster: RosterFile | null = null;
jest.mock('@/lib/content', () => ({ ...jest.requireActual<object>('@/lib/content'), getRoster: () => mockRoster }));

const ROSTER: RosterFile = {
  region: [{ fips: '39061', name: 'Hamilton County, OH' }],
  firms: [rosterFirm()],
  changes: {
    dataFiles: [{ name: 'IA_FIRM_STATE_Feed_11_02_2026.xml.gz', date: '2026-11-02' }],
    added: [],
    removed: [],
    changed: [],
  },
  notPublished: {
    firms: 212,
    states: { OH: 140, KY: 40, IN: 32 },
    dataFile: { name: 'IA_FIRM_STATE_Feed_11_02_2026.xml.gz', date: '2026-11-02' },
  },
};

it('says how many registered advisers of OH, KY and IN publish no main office, and links to search IAPD', () => {
  mockRoster = ROSTER;
  const { container } = render(<AdvisersPage />);
  const note = container.querySelector('[data-not-published]');
  expect(note?.textContent).toBe(
    '212 registered advisers in Ohio, Kentucky and Indiana publish no main-office address, so they can’t be placed ' +
      'in the region and are not on this list. To look one up by name, search the SEC’s Investment Adviser Public ' +
      'Disclosure site, adviserinfo.sec.gov.',
  );
  expect(screen.getByRole('link', { name: 'adviserinfo.sec.gov' }).getAttribute('href')).toBe(
    'https://adviserinfo.sec.gov/',
  );
  expect(
    screen.getByText(/Counted in the SEC’s data file IA_FIRM_STATE_Feed_11_02_2026\.xml\.gz of November 2, 2026/),
  ).toBeTruthy();
  expect(screen.getByText(/with Ohio \(140\), Kentucky \(40\) or Indiana \(32\)/)).toBeTruthy();
});

it('one adviser: in the singular', () => {
  mockRoster = { ...ROSTER, notPublished: { ...ROSTER.notPublished!, firms: 1, states: { OH: 1, KY: 0, IN: 0 } } };
  const { container } = render(<AdvisersPage />);
  expect(container.querySelector('[data-not-published]')?.textContent).toMatch(
    /^1 registered adviser in Ohio, Kentucky and Indiana publishes no main-office address, so it can’t be placed/,
  );
});

it('says nothing of it for a roster written before the count', () => {
  mockRoster = { ...ROSTER, notPublished: undefined };
  const { container } = render(<AdvisersPage />);
  expect(container.querySelector('[data-not-published]')).toBeNull();
  expect(screen.queryByText(/publish no main-office address/)).toBeNull();
});
