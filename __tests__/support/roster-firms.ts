import type { RosterFirm } from '@/lib/content/roster-schema';

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
    accounts: 200,
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
