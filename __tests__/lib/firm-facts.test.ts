import { getFirm } from '@/lib/content';
import { cardFacts } from '@/lib/firms/facts';

describe('cardFacts', () => {
  const firm = getFirm('foster-motley')!;

  it('lists the chosen facts in the order asked, worded as every card words them', () => {
    expect(cardFacts(firm, ['aum', 'fee', 'team']).map((fact) => fact.label)).toEqual([
      'Assets managed',
      'Fee structure',
      'Employees',
    ]);
  });

  it('says "Not yet recorded" where nobody recorded a value, with no provenance line', () => {
    expect(firm.employees.origin).toBe('none');
    expect(cardFacts(firm, ['team'])[0]).toEqual({
      label: 'Employees',
      value: 'Not yet recorded',
      verified: true,
      provenance: '',
    });
  });

  it('formats a recorded value and names its source and check', () => {
    const source = { url: 'https://example.org/firm/adv', document: 'Form ADV', date: '2026-03-01' };
    const changed = {
      ...firm,
      employees: { origin: 'person' as const, value: { total: 42, advisory: 12 }, source, verified: false },
      aum: {
        origin: 'form-adv' as const,
        value: { total: 81_100_000_000, discretionary: null },
        source,
        dataFile: { name: 'IA_FIRM_SEC_Feed_2026_11_01.xml', date: '2026-11-01' },
      },
    };
    expect(cardFacts(changed, ['team', 'aum'])).toEqual([
      {
        label: 'Employees',
        value: '42 employees, 12 in advisory roles',
        verified: false,
        provenance: 'Form ADV (dated 1 Mar 2026) · Not yet checked',
      },
      {
        label: 'Assets managed',
        value: '$81.1 billion',
        verified: true,
        provenance: 'From its Form ADV filed 1 Mar 2026',
      },
    ]);
  });

  it('carries each fact’s own verified flag, so an unverified one (recorded by a person, unchecked) is marked on the card', () => {
    const source = { url: 'https://example.org/firm/adv', date: '2026-03-01' };
    const changed = {
      ...firm,
      minimum: {
        origin: 'person' as const,
        value: { kind: 'assets' as const, amount: 250000 },
        source,
        verified: true,
        checked: '2026-11-20',
        checkedBy: 'Jane Tester',
      },
      aum: { origin: 'person' as const, value: { total: 5_000_000, discretionary: null }, source, verified: false },
    };
    expect(cardFacts(changed, ['minimum', 'aum']).map((fact) => fact.verified)).toEqual([true, false]);
  });
});
