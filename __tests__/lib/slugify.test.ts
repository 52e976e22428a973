import { slugify } from '@/lib/content/slugify';

describe('slugify (lowercase, whitespace to hyphens, non-word characters removed, hyphens collapsed and trimmed)', () => {
  it.each([
    [
      'How to Choose a Fiduciary Financial Advisor in Cincinnati',
      'how-to-choose-a-fiduciary-financial-advisor-in-cincinnati',
    ],
    [
      'Fiduciary vs. Suitability: What the Standard Means for Your Money',
      'fiduciary-vs-suitability-what-the-standard-means-for-your-money',
    ],
    [
      'Financial Advisor Fees Explained: AUM, Hourly and Flat-Fee Compared',
      'financial-advisor-fees-explained-aum-hourly-and-flat-fee-compared',
    ],
    [
      'Tax-Smart Retirement Withdrawals: RMDs, Roth Conversions and Ohio Taxes',
      'tax-smart-retirement-withdrawals-rmds-roth-conversions-and-ohio-taxes',
    ],
    [
      'The Five Years Before Retirement: A Cincinnati Planning Checklist',
      'the-five-years-before-retirement-a-cincinnati-planning-checklist',
    ],
  ])('turns the article title "%s" into its slug', (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });

  it.each([
    ['Fees & Costs', 'fees-costs'],
    ['  Leading and trailing spaces  ', 'leading-and-trailing-spaces'],
    ['--- Dashes at both ends ---', 'dashes-at-both-ends'],
    ['Many    spaces\tand\nnewlines', 'many-spaces-and-newlines'],
    ['A - B -- C', 'a-b-c'],
    ['401(k) vs. IRA: Which First?', '401k-vs-ira-which-first'],
    ["P&G Retirees' Guide", 'pg-retirees-guide'],
    ['“Smart” quotes — and em dashes', 'smart-quotes-and-em-dashes'],
    ['snake_case stays', 'snake_case-stays'],
    ['100% Fee-Only!', '100-fee-only'],
    ['!!!', ''],
  ])('handles the tricky title %j', (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });

  it('gives a slug that a URL can carry unchanged', () => {
    const slug = slugify('What’s a Fiduciary? (And Why It Matters) — 2026 Edition');
    expect(slug).toBe('whats-a-fiduciary-and-why-it-matters-2026-edition');
    expect(encodeURIComponent(slug)).toBe(slug);
  });
});
