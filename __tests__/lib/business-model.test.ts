import { ALWAYS_TRUE, businessModelCopy } from '@/lib/content/business-model';
import { BUSINESS_MODELS } from '@/lib/content/schemas';

/** How each model's money flows, in words a visitor would recognise in the disclosure. */
const MONEY_FLOW: Record<(typeof BUSINESS_MODELS)[number], RegExp> = {
  none: /No firm listed here pays us anything/,
  'listing-fees': /pay us a fee to appear in the directory/,
  'per-introduction-fees': /pays us a fee for the introduction/,
  'revenue-share': /pays us a share of the fees you pay it/,
};

describe('businessModelCopy', () => {
  it.each(BUSINESS_MODELS.map((model) => [model]))(
    '%s: the disclosure names how money flows and that the visitor pays nothing',
    (model) => {
      const copy = businessModelCopy({ businessModel: model });
      expect(copy.summary).toMatch(MONEY_FLOW[model]);
      expect(copy.summary).toMatch(/(free to you|You pay us nothing)/i);
      expect(copy.homeWording).toMatch(/^Free to you/);
      expect(copy.explanation.length).toBeGreaterThan(0);
    },
  );

  it('each model says something different', () => {
    const summaries = BUSINESS_MODELS.map((model) => businessModelCopy({ businessModel: model }).summary);
    expect(new Set(summaries).size).toBe(BUSINESS_MODELS.length);
  });

  it('"none" never says that firms pay us, nor calls anything conflict-free', () => {
    const copy = businessModelCopy({ businessModel: 'none' });
    expect(copy.firmsPay).toBe(false);
    const text = [copy.headline, copy.summary, copy.homeWording, ...copy.explanation].join(' ');
    expect(text).not.toMatch(/pays? us an? (fee|share|listing)|firms (pay|share) (us|their)|conflict-free/i);
  });

  it('a model where firms pay never calls the site independent', () => {
    for (const model of BUSINESS_MODELS.filter((candidate) => candidate !== 'none')) {
      const copy = businessModelCopy({ businessModel: model });
      expect(copy.firmsPay).toBe(true);
      const text = [copy.headline, copy.summary, copy.homeWording].join(' ');
      expect(text).not.toMatch(/\bindependent\b/i);
      expect(copy.explanation.join(' ')).toMatch(/not independent/);
    }
  });

  it('adds the owner’s details (e.g. which firms pay) to the explanation', () => {
    const copy = businessModelCopy({
      businessModel: 'listing-fees',
      businessModelDetails: 'Allworth Financial and Foster & Motley pay a listing fee.',
    });
    expect(copy.explanation.at(-1)).toBe('Allworth Financial and Foster & Motley pay a listing fee.');
  });

  it('states under every model that rank is not for sale', () => {
    expect(ALWAYS_TRUE.rankNotForSale).toMatch(/payment is not one of the criteria/);
  });
});
