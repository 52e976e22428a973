import type { AdvValueKind } from '@/lib/adv/fields';
import { plainKind, ROSTER_PLAIN_IDS } from '@/lib/adv/field-lists';
import type { RosterFirm } from '@/lib/content/roster-schema';
import { everyOf } from '@/lib/records';

/** A plain field's value in the invented entry, by what its column holds (lib/adv/fields.ts, ADV_VALUES). */
const PLAIN_SAMPLE: Record<AdvValueKind, number | boolean> = { count: 200, dollars: 5_000_000, 'yes-no': true };

/** An invented roster entry (test data, not SEC data), changed by `overrides`. */
export function rosterFirm(overrides: Partial<RosterFirm> = {}): RosterFirm {
  return {
    crd: '9100001',
    businessName: 'ELM WEALTH PARTNERS',
    legalName: 'ELM WEALTH PARTNERS, LLC',
    mainOffice: {
      street: '1 FIXTURE AVENUE',
      city: 'CINCINNATI',
      state: 'OH',
      zip: '45202',
      county: 'Hamilton',
      countyFips: '39061',
    },
    filingDate: '2026-03-30',
    registration: { regulator: 'SEC', status: 'APPROVED' },
    aum: { total: 400_000_000, discretionary: 380_000_000 },
    ...everyOf(ROSTER_PLAIN_IDS, (id) => PLAIN_SAMPLE[plainKind(id)]),
    employees: { total: 10, advisory: 6 },
    clientTypes: ['a', 'b'],
    compensation: {
      methods: ['percentage-of-assets'],
      model: 'fee-only',
      rule: 'Form ADV answers No to 5.E(5), 6.A(1), 6.A(2), 6.A(6), 7.A(1) and 7.A(12)',
    },
    affiliations: [],
    disclosures: [],
    websites: ['https://www.elm-fixture.example/'],
    dataFile: { name: 'IA_FIRM_SEC_Feed_11_02_2026.xml.gz', date: '2026-11-02', sha256: 'a'.repeat(64) },
    ...overrides,
  };
}
