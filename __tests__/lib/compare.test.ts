import { compareHref, parseCompareSelection } from '@/lib/firms/compare';

const known = [
  'allworth-financial',
  'foster-motley',
  'mariner-wealth-advisors',
  'truepoint-wealth-counsel',
  'hcm-wealth-advisors',
];

describe('parseCompareSelection', () => {
  it('reads a comma list in the order given', () => {
    expect(parseCompareSelection('?firms=foster-motley,allworth-financial', known)).toEqual([
      'foster-motley',
      'allworth-financial',
    ]);
  });

  it('ignores unknown slugs and repeats', () => {
    expect(parseCompareSelection('?firms=nope,foster-motley,foster-motley,,allworth-financial', known)).toEqual([
      'foster-motley',
      'allworth-financial',
    ]);
  });

  it('keeps at most four firms, the first four mentioned', () => {
    expect(parseCompareSelection(`?firms=${known.join(',')}`, known)).toEqual(known.slice(0, 4));
  });

  it("accepts the no-JavaScript form's repeated parameters and odd casing", () => {
    expect(parseCompareSelection('?firms=Foster-Motley&firms=hcm-wealth-advisors', known)).toEqual([
      'foster-motley',
      'hcm-wealth-advisors',
    ]);
  });

  it('returns nothing for a missing or empty parameter', () => {
    expect(parseCompareSelection('', known)).toEqual([]);
    expect(parseCompareSelection('?firms=', known)).toEqual([]);
  });
});

describe('compareHref', () => {
  it('writes the selection as one readable comma list', () => {
    expect(compareHref(['foster-motley', 'allworth-financial'])).toBe(
      '/compare/?firms=foster-motley,allworth-financial',
    );
    expect(compareHref([])).toBe('/compare/');
  });
});
