import { readFileSync } from 'node:fs';
import path from 'node:path';
import { getContent, getFirms } from '@/lib/content';
import { filterFirm } from '@/lib/directory/filter-data';
import {
  applyFilters,
  filtersSearch,
  meetsMinimum,
  parseAmount,
  parseFilters,
  type FilterFirm,
} from '@/lib/directory/filters';
import { firmFocus, focusOptionsFor } from '@/lib/directory/focus';
import { recordedValue } from '@/lib/firms/sourced';
import { milesBetween } from '@/lib/geo/distance';
import { zipCount, zipPlace } from '@/lib/geo/zip-lookup';
import { ZIP_REGION } from '@/lib/geo/zip-region';
import { zipCentroidsSource } from '@/scripts/zips/zip-centroids';
import { contentCopy, problemLines, replaceOnce } from '@/test-support/jest/content-copies';

/** The ranked lists' filters on the real directory: what each filter keeps, and the order by ZIP code. */
const firms = getFirms();
const data = firms.map(filterFirm);
const slugs = (shown: { firm: FilterFirm }[]) => shown.map(({ firm }) => firm.slug);
const all = slugs(applyFilters(data, {}));
const offered = { focus: focusOptionsFor(firms), noMinimum: true };

/** A firm for the filters with nothing recorded unless given. */
function testFilterFirm(slug: string, overrides: Partial<FilterFirm> = {}): FilterFirm {
  return { slug, model: null, minimum: null, focus: [], offices: [], ...overrides };
}

describe('the ZIP code table', () => {
  it('is exactly what the named source gives (npm run zips rewrites it)', () => {
    const committed = readFileSync(path.join(process.cwd(), 'lib', 'geo', 'zip-centroids.ts'), 'utf8');
    expect(committed).toBe(zipCentroidsSource());
    expect(committed).toContain('zipcodes npm package, version 8.0.0');
  });

  it('knows Cincinnati, Northern Kentucky and south-east Indiana, and nothing beyond 50 miles', () => {
    expect(zipPlace('45202')).toMatchObject({ city: 'Cincinnati', state: 'OH' });
    expect(zipPlace('41011')).toMatchObject({ city: 'Covington', state: 'KY' });
    expect(zipPlace('41042')).toMatchObject({ city: 'Florence', state: 'KY' });
    expect(zipPlace('47025')).toMatchObject({ state: 'IN' });
    expect(zipPlace('43215')).toBeUndefined(); // Columbus
    expect(zipPlace('90210')).toBeUndefined();
    expect(zipCount()).toBeGreaterThan(250);
    for (const zip of ['45202', '41011', '45069', '47025'])
      expect(milesBetween(ZIP_REGION.center, zipPlace(zip)!)).toBeLessThanOrEqual(ZIP_REGION.radiusMiles);
  });
});

describe('the filter data', () => {
  it('covers the ranked (listed) firms only, never an unconfirmed one, in ranked order', () => {
    const unconfirmed = getContent().unconfirmedFirms.map((firm) => firm.slug);
    expect(unconfirmed.length).toBeGreaterThan(0);
    expect(all).toEqual(firms.map((firm) => firm.slug));
    for (const slug of unconfirmed) expect(all).not.toContain(slug);
  });

  it('offers only specialities some listed firm has', () => {
    for (const value of focusOptionsFor(firms))
      expect(firms.some((firm) => firmFocus(firm).includes(value))).toBe(true);
    expect(focusOptionsFor(firms)).toEqual(expect.arrayContaining(['retirement', 'business-owners', 'estate']));
  });
});

describe('each filter narrows the list to the firms that match it', () => {
  it('fee model: fee-only keeps the fee-only firms, fee-based the others, and both keep a firm whose fees are not recorded', () => {
    const feeOnly = slugs(applyFilters(data, { fee: 'fee-only' }));
    const feeBased = slugs(applyFilters(data, { fee: 'fee-based' }));
    for (const firm of firms) {
      const model = recordedValue(firm.compensation)?.model;
      expect(feeOnly.includes(firm.slug)).toBe(model === undefined || model === 'fee-only');
      expect(feeBased.includes(firm.slug)).toBe(model === undefined || model === 'fee-based');
    }
    const synthetic = [
      testFilterFirm('only', { model: 'fee-only' }),
      testFilterFirm('based', { model: 'fee-based' }),
      testFilterFirm('unknown'),
    ];
    expect(slugs(applyFilters(synthetic, { fee: 'fee-only' }))).toEqual(['only', 'unknown']);
    expect(slugs(applyFilters(synthetic, { fee: 'fee-based' }))).toEqual(['based', 'unknown']);
  });

  it('my assets: hides exactly the firms whose published asset minimum is higher, never one whose minimum is not recorded', () => {
    const shown = slugs(applyFilters(data, { assets: 300_000 }));
    for (const firm of firms) {
      const minimum = recordedValue(firm.minimum);
      expect(shown.includes(firm.slug)).toBe(minimum?.kind !== 'assets' || minimum.amount <= 300_000);
    }
    expect(slugs(applyFilters(data, { assets: 100_000_000 }))).toEqual(all);
    const synthetic = [
      testFilterFirm('high', { minimum: { kind: 'assets', amount: 1_000_000 } }),
      testFilterFirm('low', { minimum: { kind: 'assets', amount: 100_000 } }),
      testFilterFirm('unknown'),
    ];
    expect(slugs(applyFilters(synthetic, { assets: 300_000 }))).toEqual(['low', 'unknown']);
    expect(meetsMinimum(null, 1)).toBe(true);
    expect(meetsMinimum({ kind: 'annual-fee', amount: 30_000 }, 1)).toBe(true);
    expect(meetsMinimum({ kind: 'not-published' }, 1)).toBe(true);
    expect(meetsMinimum({ kind: 'assets', amount: 500_000 }, 499_999)).toBe(false);
  });

  it('speciality: business owners keeps the firms that list business owners', () => {
    const shown = slugs(applyFilters(data, { focus: 'business-owners' }));
    expect(shown.length).toBeGreaterThan(0);
    for (const firm of firms)
      expect(shown.includes(firm.slug)).toBe(
        firm.specialties.some((specialty) => specialty.toLowerCase().includes('business owner')),
      );
  });

  it('no minimum: keeps only firms that publish none, and those whose minimum is not recorded', () => {
    expect(slugs(applyFilters(data, { noMinimum: true }))).toEqual(
      firms
        .filter((firm) => {
          const minimum = recordedValue(firm.minimum);
          return minimum === undefined || minimum.kind === 'none';
        })
        .map((firm) => firm.slug),
    );
    const open: FilterFirm = {
      slug: 'open-door',
      model: 'fee-only',
      minimum: { kind: 'none' },
      focus: [],
      offices: [],
    };
    const withFee = testFilterFirm('annual-fee', { minimum: { kind: 'annual-fee', amount: 5000 } });
    expect(slugs(applyFilters([withFee, open, testFilterFirm('unknown')], { noMinimum: true }))).toEqual([
      'open-door',
      'unknown',
    ]);
  });

  it('filters combine: every one must hold', () => {
    const shown = applyFilters(data, { fee: 'fee-only', assets: 600_000 });
    for (const { firm } of shown) {
      expect([null, 'fee-only']).toContain(firm.model);
      expect(meetsMinimum(firm.minimum, 600_000)).toBe(true);
    }
    const synthetic = [
      testFilterFirm('based-none', { model: 'fee-based', minimum: { kind: 'none' } }),
      testFilterFirm('based-fee', { model: 'fee-based', minimum: { kind: 'annual-fee', amount: 5000 } }),
      testFilterFirm('only-none', { model: 'fee-only', minimum: { kind: 'none' } }),
    ];
    expect(slugs(applyFilters(synthetic, { fee: 'fee-based', noMinimum: true }))).toEqual(['based-none']);
  });
});

describe('a ZIP code orders the firms by distance to their nearest office', () => {
  it('from Kenwood (45236), the Kenwood firms come first; the order is by distance, to a tenth of a mile', () => {
    const shown = applyFilters(data, {}, zipPlace('45236'));
    expect(shown).toHaveLength(all.length);
    expect(
      shown
        .slice(0, 2)
        .map(({ firm }) => firm.slug)
        .sort(),
    ).toEqual(['allworth-financial', 'foster-motley']);
    // Nearest first; firms within the same tenth of a mile keep their ranked order.
    const tenths = shown.map(({ miles: value }) => Math.round((value ?? Number.NaN) * 10));
    expect(tenths).toEqual([...tenths].sort((a, b) => a - b));
    const miles = shown.map(({ miles: value }) => value ?? Number.NaN);
    expect(miles[0]).toBeLessThan(3);
  });

  it("counts an office whose ZIP code is on file: a Kenwood firm's Florence office puts it nearest to Florence", () => {
    const allworth = firms.find((firm) => firm.slug === 'allworth-financial')!;
    const florence = zipPlace('41042')!;
    const withOffice = filterFirm({ ...allworth, officeZips: ['41042'] });
    expect(withOffice.offices).toHaveLength(2);
    const [alone] = applyFilters([filterFirm(allworth)], {}, florence);
    const [nearer] = applyFilters([withOffice], {}, florence);
    expect(nearer?.miles).toBeLessThan(1);
    expect(alone?.miles).toBeGreaterThan(15);
  });

  it('an office ZIP code outside the table stops the build, naming the file, firm and field', () => {
    const dir = contentCopy({
      'firms/foster-motley.md': replaceOnce(/^location:/m, 'officeZips:\n  - "43215"\nlocation:'),
    });
    expect(problemLines(dir)).toContain(
      'content/firms/foster-motley.md → foster-motley → officeZips[0]: is not a ZIP code within 50 miles of downtown Cincinnati (lib/geo/zip-centroids.ts)',
    );
  });

  it('from Covington (41011), across the river, the downtown firms come first', () => {
    const [first] = applyFilters(data, {}, zipPlace('41011'));
    expect(firms.find((firm) => firm.slug === first?.firm.slug)?.address).toMatch(/Cincinnati, OH 4520/);
    expect(first?.miles).toBeLessThan(3);
  });
});

describe('the filters in the address', () => {
  it('round-trip, keeping other parameters such as campaign tags', () => {
    const filters = { fee: 'fee-only' as const, assets: 250_000, focus: 'retirement', noMinimum: true, zip: '45202' };
    const search = filtersSearch('?utm_source=news&zip=99999', filters);
    expect(search).toBe('?utm_source=news&fee=fee-only&assets=250000&focus=retirement&nomin=1&zip=45202');
    expect(parseFilters(search, offered)).toEqual(filters);
    expect(filtersSearch('?utm_source=news&fee=fee-only', {})).toBe('?utm_source=news');
  });

  it('ignore values that are unknown, malformed or not offered on the page', () => {
    expect(parseFilters('?fee=commission&assets=lots&focus=crypto&nomin=yes&zip=4520', offered)).toEqual({});
    expect(parseFilters('?nomin=1', { ...offered, noMinimum: false })).toEqual({});
  });

  it('read amounts the way people type them', () => {
    expect(parseAmount('250000')).toBe(250_000);
    expect(parseAmount('$250,000')).toBe(250_000);
    expect(parseAmount('250k')).toBe(250_000);
    expect(parseAmount('1.5m')).toBe(1_500_000);
    expect(parseAmount('0')).toBeUndefined();
    expect(parseAmount('a lot')).toBeUndefined();
  });
});

describe('an empty result', () => {
  it('comes only from recorded values: a recorded fee model and minimum can leave no firm, unrecorded ones never do', () => {
    const recorded = [
      testFilterFirm('fee-based-firm', { model: 'fee-based', focus: ['retirement'] }),
      testFilterFirm('high-minimum', {
        model: 'fee-only',
        minimum: { kind: 'assets', amount: 5_000_000 },
        focus: ['estate'],
      }),
    ];
    expect(applyFilters(recorded, { fee: 'fee-only', focus: 'retirement' })).toEqual([]);
    expect(applyFilters(recorded, { fee: 'fee-only', assets: 100_000 })).toEqual([]);
    const unrecorded = [...recorded, testFilterFirm('nothing-recorded', { focus: ['retirement'] })];
    expect(slugs(applyFilters(unrecorded, { fee: 'fee-only', focus: 'retirement' }))).toEqual(['nothing-recorded']);
  });
});
