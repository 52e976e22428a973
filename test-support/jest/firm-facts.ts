import type { FirmFacts } from '@/lib/firms/labels';
import type { AdvValueKind } from '@/lib/adv/fields';
import { plainKind, PLAIN_PROFILE_IDS } from '@/lib/adv/field-lists';
import { everyOf } from '@/lib/records';
import { type Compensation, type Minimum, type Ownership, type Registration } from '@/lib/content/schemas';

type FactField = keyof Omit<FirmFacts, 'name'>;

/**
 * A firm's name and sourced facts for rule tests. Every fact is recorded by a person and checked
 * (verified, with a day and a name) unless listed in `unchecked` (recorded, not yet checked: the †
 * marker), `fromFormAdv` (imported from the SEC's Form ADV data) or `unrecorded` (`origin: none`,
 * "Not yet recorded"), so each test states exactly which inputs it leaves open.
 */
export interface TestFirmOptions {
  name?: string;
  stars?: number;
  reviews?: number;
  registration?: Partial<Registration>;
  compensation?: Compensation['model'];
  minimum?: Minimum;
  ownership?: Ownership;
  disclosures?: number;
  localPresence?: number;
  /** Total regulatory assets under management in USD (default $1 billion). */
  aum?: number;
  unchecked?: readonly FactField[];
  fromFormAdv?: readonly FactField[];
  unrecorded?: readonly FactField[];
  /** The date of the SEC data file the form-adv facts came from (default 2026-11-01). */
  dataFileDate?: string;
}

/** A plain field's value, by what its column holds (lib/adv/fields.ts, ADV_VALUES). */
const PLAIN_SAMPLE: Record<AdvValueKind, number | boolean> = { count: 200, dollars: 5_000_000, 'yes-no': true };

const TEST_SOURCE = { url: 'https://example.org/firm/adv', date: '2026-03-01' } as const;

export function testFirm(options: TestFirmOptions = {}): FirmFacts {
  const unchecked = new Set(options.unchecked ?? []);
  const fromFormAdv = new Set(options.fromFormAdv ?? []);
  const unrecorded = new Set(options.unrecorded ?? []);
  const dataFileDate = options.dataFileDate ?? '2026-11-01';
  const fact = <T>(field: FactField, value: T) => {
    if (unrecorded.has(field)) return { origin: 'none' as const, value: null, reason: 'not-yet-recorded' as const };
    if (fromFormAdv.has(field)) {
      return {
        origin: 'form-adv' as const,
        value,
        source: {
          url: 'https://adviserinfo.sec.gov/firm/summary/123456',
          document: 'Form ADV',
          date: '2026-03-01',
        },
        dataFile: { name: `IA_FIRM_SEC_Feed_${dataFileDate}.xml`, date: dataFileDate },
      };
    }
    if (unchecked.has(field)) return { origin: 'person' as const, value, source: { ...TEST_SOURCE }, verified: false };
    return {
      origin: 'person' as const,
      value,
      source: { ...TEST_SOURCE },
      verified: true,
      checked: '2026-11-20',
      checkedBy: 'Jane Tester',
    };
  };
  return {
    name: options.name ?? 'Test Advisers',
    rating: fact('rating', { stars: options.stars ?? 4.9, reviews: options.reviews ?? 150 }),
    employees: fact('employees', { total: 12, advisory: 8 }),
    aum: fact('aum', { total: options.aum ?? 1_000_000_000, discretionary: null }),
    minimum: fact('minimum', options.minimum ?? { kind: 'assets', amount: 500000 }),
    compensation: fact('compensation', {
      model: options.compensation ?? 'fee-only',
      basis: 'AUM-based',
      methods: [],
      affiliations: [],
    }),
    ownership: fact('ownership', options.ownership ?? { owner: { kind: 'independent' }, ownProducts: [] }),
    registration: fact('registration', {
      type: 'RIA',
      regulator: 'SEC',
      crd: '123456',
      legalName: 'Test Advisers LLC',
      ...options.registration,
    }),
    disclosures: fact(
      'disclosures',
      Array.from({ length: options.disclosures ?? 0 }, (_, index) => ({ summary: `Event ${index + 1}` })),
    ),
    localPresence: fact('localPresence', options.localPresence ?? 8),
    mainOffice: fact('mainOffice', { street: '1 Main Street', city: 'Cincinnati', state: 'OH', zip: '45202' }),
    websites: fact('websites', ['https://example.org/']),
    clientTypes: fact('clientTypes', [{ type: 'b', clients: 40, fewerThanFive: false, assets: 200_000_000 }]),
    // Form ADV's plain fields on the profile (lib/adv/fields.ts), whichever they are, like every other fact.
    ...everyOf(PLAIN_PROFILE_IDS, (id) => fact(id, PLAIN_SAMPLE[plainKind(id)])),
  };
}
