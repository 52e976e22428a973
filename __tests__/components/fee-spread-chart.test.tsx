import { renderToStaticMarkup } from 'react-dom/server';
import { FeeSpreadChart } from '@/components/sections/advisers/fee-spread-chart';
import { regionFees } from '@/lib/brochures/region-fees';
import { feesOf, oneRate } from '@/test-support/jest/brochure-records';

/** The chart of /advisers/fees/ is an SVG drawn at build time whose title and description say its figures. */

const RATES = ['0.50', '0.75', '1.00', '1.25', '1.50'];

describe('the published fees chart', () => {
  const levels = regionFees(RATES.map((rate, index) => feesOf(String(500 + index), oneRate(rate)))).levels;
  const html = renderToStaticMarkup(<FeeSpreadChart levels={levels} />);

  it('is an image named by its title and described by the same figures as the table', () => {
    expect(html).toMatch(/^<svg role="img" aria-labelledby="fee-spread-title fee-spread-desc"/);
    expect(html).toContain('<title id="fee-spread-title">Published annual fees at four asset levels</title>');
    expect(html).toContain(
      'At $1 million: median $10,000 a year, middle half $7,500–$12,500, lowest $5,000, highest $15,000, from 5 firms.',
    );
    expect(html).toContain('At $250,000: median $2,500 a year');
  });

  it('draws a box for the middle half of each level and says where too few firms give a figure', () => {
    expect(html.match(/<rect /g)).toHaveLength(4);
    const few = renderToStaticMarkup(<FeeSpreadChart levels={[{ assets: 2_000_000, firms: 3, spread: null }]} />);
    expect(few).not.toContain('<rect');
    expect(few).toContain('At $2 million: too few firms (3) for a spread.');
    expect(few).toContain('Too few firms (3) for a spread</text>');
  });
});
