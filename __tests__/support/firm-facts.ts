import type { FirmFacts } from '@/lib/firm-labels';
import type { Compensation, Minimum, Ownership, Registration } from '@/lib/content/schemas';

/**
 * A firm's name and sourced facts for rule tests. Every fact is checked (verified, with a day and
 * a name) unless listed in `unchecked`, so each test states exactly which inputs it leaves open.
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
  unchecked?: readonly (keyof Omit<FirmFacts, 'name'>)[];
}

export function testFirm(options: TestFirmOptions = {}): FirmFacts {
  const unchecked = new Set(options.unchecked ?? []);
  const fact = <T>(field: keyof Omit<FirmFacts, 'name'>, value: T) =>
    unchecked.has(field)
      ? { value, source: { url: 'https://example.org/firm/adv', date: '2026-03-01' }, verified: false }
      : {
          value,
          source: { url: 'https://example.org/firm/adv', date: '2026-03-01' },
          verified: true,
          checked: '2026-11-20',
          checkedBy: 'Jane Tester',
        };
  return {
    name: options.name ?? 'Test Advisers',
    rating: fact('rating', { stars: options.stars ?? 4.9, reviews: options.reviews ?? 150 }),
    teamSize: fact('teamSize', '12 people'),
    aum: fact('aum', '$1 billion'),
    minimum: fact('minimum', options.minimum ?? { kind: 'assets', amount: 500000 }),
    compensation: fact('compensation', { model: options.compensation ?? 'fee-only', basis: 'AUM-based' }),
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
  };
}
