import { feesOf } from '@/test-support/jest/brochure-records';

describe("a firm's fees read from its stored brochure", () => {
  it('gives a value the page it is printed on, not the page Item 5 starts on', () => {
    const fees = feesOf('140195', [
      'We are paid a fee based on the assets we manage, billed quarterly in advance.',
      'Our annual fee is 1.00% of assets under management.',
    ]);
    expect(fees.schedule).toMatchObject({ kind: 'tiers', tiers: [{ ratePercent: { value: 1, page: 10 } }] });
  });
});
