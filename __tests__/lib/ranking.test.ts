/** @jest-environment node */
import { FIRM_SLUGS, type Criterion } from '@/lib/content/schemas';
import { rankFirms, weightedScore } from '@/lib/ranking';
import { getContent } from '@/lib/content';

const criteria: Criterion[] = [
  { id: 'reviews', label: 'Reviews', weight: 60, description: 'x' },
  { id: 'record', label: 'Record', weight: 40, description: 'x' },
];
const scored = (slug: string, reviews: number, record: number) => ({
  slug,
  scores: { criteria: { reviews, record }, scoredOn: '2026-11-23', verified: false },
});

describe('weightedScore', () => {
  it('weights each criterion and gives a total out of 10', () => {
    expect(weightedScore(scored('a', 10, 5).scores, criteria)).toBe(8);
    expect(weightedScore(scored('a', 0, 0).scores, criteria)).toBe(0);
  });

  it('counts a missing criterion as 0', () => {
    expect(weightedScore({ criteria: { reviews: 10 }, scoredOn: '2026-11-23', verified: false }, criteria)).toBe(6);
  });
});

describe('rankFirms', () => {
  it('puts the highest weighted score first and numbers ranks from 1', () => {
    const ranked = rankFirms([scored('low', 2, 2), scored('high', 9, 9), scored('mid', 5, 5)], criteria);
    expect(ranked.map((firm) => [firm.slug, firm.rank, firm.score])).toEqual([
      ['high', 1, 9],
      ['mid', 2, 5],
      ['low', 3, 2],
    ]);
  });

  it('breaks ties by the listed order of the ten firm slugs, whatever the input order', () => {
    const [first, second, third] = [FIRM_SLUGS[0], FIRM_SLUGS[4], FIRM_SLUGS[9]];
    const input = [scored(third, 7, 7), scored(first, 7, 7), scored(second, 7, 7)];
    expect(rankFirms(input, criteria).map((firm) => firm.slug)).toEqual([first, second, third]);
    expect(rankFirms([...input].reverse(), criteria).map((firm) => firm.slug)).toEqual([first, second, third]);
  });

  it('a weight change can reorder firms: ranks follow the method, not a typed order', () => {
    const firms = [scored('allworth-financial', 10, 3), scored('foster-motley', 6, 8)];
    expect(rankFirms(firms, criteria)[0]?.slug).toBe('allworth-financial');
    const recordHeavy: Criterion[] = [
      { id: 'reviews', label: 'Reviews', weight: 20, description: 'x' },
      { id: 'record', label: 'Record', weight: 80, description: 'x' },
    ];
    expect(rankFirms(firms, recordHeavy)[0]?.slug).toBe('foster-motley');
  });

  it('ranks the shipped firms from their scores, tying Foster & Motley and Johnson at 9.25 in spec order', () => {
    const firms = getContent().firms;
    expect(firms.slice(0, 2).map((firm) => [firm.slug, firm.score])).toEqual([
      ['foster-motley', 9.25],
      ['johnson-investment-counsel', 9.25],
    ]);
  });
});
