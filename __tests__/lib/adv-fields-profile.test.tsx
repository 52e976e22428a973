/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import { FirmProfileHeader } from '@/components/sections/firm/firm-profile-header';
import type { AdvFirmFacts } from '@/scripts/adv/import/adv-facts';
import type * as Fields from '@/lib/adv/fields';
import { advSourcedFacts, factChanges } from '@/scripts/adv/import/firm-facts-from-adv';
import { getFirms } from '@/lib/content';
import { FORM_ADV_FIELDS, firmFrontMatterSchema } from '@/lib/content/schemas';

/**
 * A plain field put on the profile by its entry in the table alone (lib/adv/fields.ts): here `accounts`,
 * which the real table keeps off the profile (`profile: null`), gets `profile: { label, order }`. Only the
 * table is mocked: its lists (lib/adv/field-lists.ts), the firm file's schema, the import's writing and its
 * changes, and the profile then carry it, unchanged.
 */
jest.mock('@/lib/adv/fields', () => {
  const actual = jest.requireActual<typeof Fields>('@/lib/adv/fields');
  const profile = { label: 'Accounts', order: 7 };
  return { ...actual, ADV_FIELDS: { ...actual.ADV_FIELDS, accounts: { ...actual.ADV_FIELDS.accounts, profile } } };
});

const [listed] = getFirms();
if (!listed) throw new Error('no listed firm');

const DATA_FILE = { name: 'IA_FIRM_SEC_Feed_11_01_2026.xml.gz', date: '2026-11-01' };
const item = (value: string) => ({ value, item: 'Form ADV Part 1A, Item 1' });

/** What the import reads of a filing of 12 Mar 2026: the registration and office, and `plain`. */
const adv = (plain: AdvFirmFacts['plain']): AdvFirmFacts => ({
  crd: '105664',
  filingDate: '2026-03-12',
  registration: {
    ...item(''),
    value: {
      type: 'RIA',
      regulator: 'SEC',
      crd: '105664',
      legalName: 'Test Advisers LLC',
      businessName: 'Test Advisers LLC',
      secFileNumber: null,
      status: 'Approved',
    },
  },
  aum: null,
  employees: null,
  compensation: null,
  mainOffice: { ...item(''), value: { street: '1 Main Street', city: 'Cincinnati', state: 'OH', zip: '45202' } },
  websites: { ...item(''), value: [] },
  disclosures: null,
  clientTypes: null,
  plain,
});

const ACCOUNTS_FACT = {
  origin: 'form-adv',
  value: 1234,
  source: {
    url: 'https://adviserinfo.sec.gov/firm/summary/105664',
    document: 'Form ADV Part 1A, Item 5.F(2)(f)',
    date: '2026-03-12',
  },
  dataFile: DATA_FILE,
};

function profileFact(label: string): HTMLElement {
  const term = screen.getByText(label, { selector: 'dt' }).parentElement;
  if (term === null) throw new Error(`no fact "${label}"`);
  return term;
}

it('is a Form ADV fact of the firm file: the schema holds it, and the production checks see it', () => {
  expect(Object.keys(firmFrontMatterSchema.shape)).toContain('accounts');
  expect(FORM_ADV_FIELDS).toContain('accounts');
  // Not in the file: not recorded.
  expect(firmFrontMatterSchema.strip().parse(listed)).toMatchObject({ accounts: { origin: 'none', value: null } });
});

it('is written by the import with its item and filing date, and listed as a change; absent, nothing is written', () => {
  const { patch } = advSourcedFacts(
    listed,
    adv({ accounts: { value: 1234, item: 'Form ADV Part 1A, Item 5.F(2)(f)' } }),
    DATA_FILE,
  );
  expect(patch).toMatchObject({ accounts: ACCOUNTS_FACT });
  const after = firmFrontMatterSchema.strip().parse({ ...listed, ...patch });
  expect(factChanges(listed, after)).toContainEqual({
    field: 'accounts',
    label: 'Accounts',
    before: null,
    after: '1,234 (Form ADV filed 12 Mar 2026)',
  });
  expect(Object.keys(advSourcedFacts(listed, adv({}), DATA_FILE).patch)).not.toContain('accounts');
});

it('shows on the profile at its place with "From its Form ADV filed {date}"; unrecorded: no value, no source', () => {
  const recorded = firmFrontMatterSchema.strip().parse({ ...listed, accounts: ACCOUNTS_FACT });
  const { unmount } = render(<FirmProfileHeader firm={{ ...listed, ...recorded }} phone="1" brand="G" />);
  const accounts = profileFact('Accounts');
  expect(accounts).toHaveTextContent('1,234');
  expect(within(accounts).getByRole('link', { name: 'From its Form ADV filed 12 Mar 2026' })).toHaveAttribute(
    'href',
    'https://adviserinfo.sec.gov/firm/summary/105664',
  );
  const labels = screen.getAllByText(/./, { selector: 'dl dt' }).map((term) => term.textContent);
  expect(labels.indexOf('Accounts')).toBe(labels.indexOf('Ownership') + 1);
  unmount();

  render(<FirmProfileHeader firm={listed} phone="1" brand="G" />);
  const unrecorded = profileFact('Accounts');
  expect(unrecorded).toHaveTextContent('Not yet recorded');
  expect(unrecorded).not.toHaveTextContent(/\d|Form ADV/);
});
