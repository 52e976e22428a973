import { parseMinimum } from '@/lib/brochures/minimum';

/** "Will they take me?": Item 7's minimum as an amount with its words, "none", or the quote alone. */

const minimum = (text: string, page = 15) => parseMinimum([{ page, text }]);

describe('the minimum account size from Item 7', () => {
  it('reads an amount with its words, sentence and page', () => {
    expect(minimum('The minimum account size is $500,000.')).toEqual({
      kind: 'amount',
      amount: { value: 500_000, words: '$500,000', sentence: 'The minimum account size is $500,000.', page: 15 },
    });
    expect(minimum('We require a $1 million minimum for discretionary accounts.')).toMatchObject({
      kind: 'amount',
      amount: { value: 1_000_000, words: '$1 million' },
    });
    expect(minimum('Minimum investment: $2,500+')).toMatchObject({
      kind: 'amount',
      amount: { value: 2500, words: '$2,500+' },
    });
  });

  it('flags a minimum that may be waived or negotiated', () => {
    const waived = minimum('We generally require a minimum of $250,000, which may be waived at our discretion.');
    expect(waived).toMatchObject({ kind: 'amount', amount: { value: 250_000 }, waivable: { words: 'waived' } });
    expect(minimum('The minimum account size is $500,000, although we may accept smaller accounts.')).toMatchObject({
      waivable: { words: 'smaller accounts' },
    });
    expect(minimum('The account minimum of $100,000 is negotiable.')).toMatchObject({
      kind: 'amount',
      negotiable: { words: 'negotiable' },
    });
  });

  it('reads "no minimum" and "N/a" as none', () => {
    expect(minimum('We do not require a minimum account size.')).toMatchObject({
      kind: 'none',
      words: { words: 'do not require a minimum' },
    });
    expect(minimum('Account minimum: N/a')).toMatchObject({ kind: 'none' });
  });

  it('keeps the quote when the sentences give several minimums, or only a minimum fee', () => {
    const several = minimum('The minimum is $250,000 for wealth management and $1,000,000 for family office services.');
    expect(several).toEqual({
      kind: 'quote-only',
      why: 'several-amounts',
      quote: [
        { page: 15, text: 'The minimum is $250,000 for wealth management and $1,000,000 for family office services.' },
      ],
    });
    expect(minimum('Accounts are subject to a minimum annual fee of $1,000.')).toMatchObject({
      kind: 'quote-only',
      why: 'no-amount',
    });
  });
});
