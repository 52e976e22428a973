/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import { AdviserFacts } from '@/components/sections/advisers/adviser-facts';
import { FirmProfileHeader } from '@/components/sections/firm/firm-profile-header';
import {
  columnValue,
  FirmProblems,
  PART_1A_ELEMENTS,
  plainValues,
  type CollectedFirm,
} from '@/scripts/adv/feed/feed-fields';
import { ADV_FIELDS } from '@/lib/adv/fields';
import {
  PLAIN_FIELD_IDS,
  PLAIN_PROFILE_IDS,
  PROFILE_FIELDS,
  ROSTER_FIELD_IDS,
  ROSTER_PLAIN_IDS,
} from '@/lib/adv/field-lists';
import { getFirms, type Firm } from '@/lib/content';
import { FORM_ADV_FIELDS, firmFrontMatterSchema } from '@/lib/content/schemas';
import { rosterFirmSchema } from '@/lib/content/roster-schema';
import { regionFigures } from '@/lib/roster/list';
import { rosterFirm } from '@/test-support/jest/roster-firms';

/** The one table of Form ADV fields (lib/adv/fields.ts) as a visitor and the import meet it. */

const collected = (elements: Record<string, Record<string, string>>): CollectedFirm => ({
  elements: new Map(Object.entries(elements)),
  secRegistrations: [],
  stateRegulators: [],
  exemptRegulators: [],
  websites: [],
});

const fromAdv = <T,>(value: T) => ({
  origin: 'form-adv' as const,
  value,
  source: { url: 'https://adviserinfo.sec.gov/firm/summary/105664', document: 'Form ADV Part 1A', date: '2026-03-12' },
  dataFile: { name: 'IA_FIRM_SEC_Feed_11_01_2026.xml.gz', date: '2026-11-01' },
});

const [listed] = getFirms();
if (!listed) throw new Error('no listed firm');
const firm: Firm = {
  ...listed,
  employees: fromAdv({ total: 1234, advisory: 56 }),
  aum: fromAdv({ total: 4_900_000_000, discretionary: null }),
  compensation: fromAdv({ model: 'fee-only', basis: 'AUM-based', methods: ['percentage-of-assets'], affiliations: [] }),
};

function profileFact(label: string): HTMLElement {
  const term = screen.getByText(label, { selector: 'dt' }).parentElement;
  if (term === null) throw new Error(`no fact "${label}"`);
  return term;
}

it('shows every profile field of the table, labelled, with its value and "From its Form ADV filed {date}"', () => {
  render(<FirmProfileHeader firm={firm} phone="(513) 555-0100" brand="Guide" />);
  for (const { label } of PROFILE_FIELDS) expect(profileFact(label)).toBeInTheDocument();
  const values = [
    ['Employees (firm-wide)', '1,234 employees, 56 in advisory roles'],
    ['Assets under management', '$4.9 billion'],
    ['Fee structure', 'Fee-only · AUM-based'],
  ] as const;
  for (const [label, value] of values) {
    const fact = profileFact(label);
    expect(fact).toHaveTextContent(value);
    expect(within(fact).getByRole('link', { name: 'From its Form ADV filed 12 Mar 2026' })).toBeInTheDocument();
  }
  // In the table's places among the facts a person records.
  const labels = screen.getAllByText(/./, { selector: 'dl dt' }).map((term) => term.textContent);
  expect(labels.slice(0, 4)).toEqual([
    'Employees (firm-wide)',
    'Assets under management',
    expect.stringMatching(/^Minimum/),
    'Fee structure',
  ]);
});

it('shows no value nobody recorded: "Not yet recorded" in its place, with no source beside it', () => {
  render(
    <FirmProfileHeader
      firm={{ ...firm, aum: { origin: 'none', value: null, reason: 'not-yet-recorded' } }}
      phone="1"
      brand="G"
    />,
  );
  const aum = profileFact('Assets under management');
  expect(aum).toHaveTextContent('Not yet recorded');
  expect(aum).not.toHaveTextContent(/\$|Form ADV/);
});

it('lists every roster field of the table, labelled, in its order, each dated by the filing', () => {
  const entry = rosterFirm();
  render(<AdviserFacts firm={entry} region={regionFigures([entry])} />);
  const terms = screen.getAllByRole('term').map((term) => term.textContent);
  expect(terms).toEqual(ROSTER_FIELD_IDS.map((id) => ADV_FIELDS[id].roster));
  expect(within(profileFact('Accounts')).getByText('200')).toBeInTheDocument();
});

it('reads every plain field from its feed column, and from an alias of it when the first name is absent', () => {
  for (const id of PLAIN_FIELD_IDS) {
    const [element, attribute] = ADV_FIELDS[id].column;
    expect(PART_1A_ELEMENTS.has(element)).toBe(true);
    const problems = new FirmProblems();
    expect(plainValues(problems, collected({ [element]: { [attribute]: '185' } }))).toEqual({ [id]: 185 });
    expect(problems.list).toEqual([]);
  }
  // A column renamed in the feed: its old name and the new one, whichever the file carries.
  const problems = new FirmProblems();
  expect(
    columnValue(problems, collected({ Item5F: { Q5F2F_NEW: '42' } }), ['Item5F', 'Q5F2F', 'Q5F2F_NEW'], 'count'),
  ).toBe(42);
  expect(columnValue(problems, collected({ Item5F: { Q9: 'Y' } }), ['Item5F', 'Q8', 'Q9'], 'yes-no')).toBe(true);
  expect(columnValue(problems, collected({ Item5F: { Q5F2F: '1,234' } }), ['Item5F', 'Q5F2F'], 'count')).toBeNull();
  expect(problems.list).toEqual([]);
  expect(problems.unknown).toMatchObject([
    { element: 'Item5F', attribute: 'Q5F2F', raw: '1,234', problem: 'expected a whole number, got "1,234"' },
  ]);
});

it('holds every plain roster field in the roster schema; a field the filing lacks is never shown as a value', () => {
  const plainOnRoster = PLAIN_FIELD_IDS.filter((id) => ADV_FIELDS[id].roster !== null);
  expect(ROSTER_PLAIN_IDS).toEqual(plainOnRoster);
  for (const id of plainOnRoster) expect(Object.keys(rosterFirmSchema.shape)).toContain(id);
  expect(plainValues(new FirmProblems(), collected({ Item5F: { Q5F2C: '100' } }))).toEqual({});
  const entry = rosterFirm({ accounts: null });
  render(<AdviserFacts firm={entry} region={regionFigures([entry])} />);
  const accounts = profileFact('Accounts');
  expect(accounts).toHaveTextContent('Not reported');
  // Nothing in its place but the words, nor a region's median beside them.
  expect(accounts.textContent).toBe('AccountsNot reportedFrom its Form ADV filed 30 Mar 2026');
});

it('makes each plain profile field of the table a Form ADV fact of the firm file, and no other plain field', () => {
  // A plain field with `profile` set is shown, written and checked by the table alone: see adv-fields-profile.test.tsx.
  expect(PLAIN_PROFILE_IDS).toEqual(PLAIN_FIELD_IDS.filter((id) => ADV_FIELDS[id].profile !== null));
  for (const id of PLAIN_PROFILE_IDS) {
    expect(Object.keys(firmFrontMatterSchema.shape)).toContain(id);
    expect(FORM_ADV_FIELDS).toContain(id);
  }
  // A plain field off the profile is no fact of the firm file.
  for (const id of PLAIN_FIELD_IDS.filter((plain) => ADV_FIELDS[plain].profile === null)) {
    expect(Object.keys(firmFrontMatterSchema.shape)).not.toContain(id);
  }
});
