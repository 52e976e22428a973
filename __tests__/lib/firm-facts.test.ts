/** @jest-environment node */
import { getFirm } from '@/lib/content';
import { cardFacts } from '@/lib/firm-facts';

describe('cardFacts', () => {
  const firm = getFirm('foster-motley')!;

  it('lists the chosen facts in the order asked, worded as every card words them', () => {
    expect(cardFacts(firm, ['aum', 'fee', 'team']).map((fact) => fact.label)).toEqual([
      'Assets managed',
      'Fee structure',
      'Team',
    ]);
    expect(cardFacts(firm, ['team'])[0]?.value).toBe(firm.teamSize.value);
  });

  it('carries each fact’s own verified flag, so an unverified one is marked on the card', () => {
    const changed = { ...firm, minimum: { ...firm.minimum, verified: true }, aum: { ...firm.aum, verified: false } };
    expect(cardFacts(changed, ['minimum', 'aum']).map((fact) => fact.verified)).toEqual([true, false]);
  });
});
