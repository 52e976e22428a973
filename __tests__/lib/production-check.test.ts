import { problemLines, publicDir, realContentDir } from '@/test-support/jest/content-copies';
import { testFirm, type TestFirmOptions } from '@/test-support/jest/firm-facts';
import { unrecordedFigures } from '@/lib/content/about-figures';
import { FORM_ADV_MAX_AGE_DAYS, checkFirmsForProduction, type GateFirm } from '@/lib/content/gate-firms';
import { IssueCollector, ContentValidationError } from '@/lib/content/report';
import { isProductionBuild } from '@/lib/content/site-config-env';
import { loadContent } from '@/lib/content/load';
import { criteriaInUse, isRanked } from '@/lib/firms/ranking';
import { FIXTURE_CMS_REPO, writeVerifiedContent } from '@/test-support/verified-content';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * The production gate for firms (SITE_ENV=production): a public build shows only firms confirmed in
 * the public records, with every value a person recorded checked by a named person in the last six
 * months against a firm-specific, dated source, every Form ADV value from a data file at most 90
 * days old, and no figure in the About text that is not a recorded fact. A fact nobody recorded is
 * shown as "Not yet recorded" and not refused. One fixture per refusal, then the shipped content.
 */
const TODAY = new Date('2026-11-25T12:00:00Z');

type AboutGateFirm = GateFirm & { aboutHtml: string };

function gateFirm(options: TestFirmOptions & { status?: GateFirm['status']; aboutHtml?: string } = {}): AboutGateFirm {
  return {
    ...testFirm(options),
    slug: 'test-advisers',
    status: options.status ?? 'listed',
    aboutHtml: options.aboutHtml ?? '<p>Test Advisers plans for families.</p>',
  };
}

/** The gate's lines for these firms, as `field: message`. */
function refusals(...firms: AboutGateFirm[]): string[] {
  const issues = new IssueCollector();
  checkFirmsForProduction(firms, TODAY, issues);
  try {
    issues.throwIfAny();
  } catch (error) {
    if (!(error instanceof ContentValidationError)) throw error;
    return error.issues.map((issue) => {
      expect(issue.file).toBe('content/firms/test-advisers.md');
      expect(issue.entry).toBe('test-advisers');
      return `${issue.field}: ${issue.message}`;
    });
  }
  return [];
}

/** TODAY minus `days`, as an ISO day. */
const daysAgo = (days: number) => new Date(TODAY.getTime() - days * 86_400_000).toISOString().slice(0, 10);

describe('the production switch', () => {
  it('is SITE_ENV=production and nothing else', () => {
    expect(isProductionBuild({ SITE_ENV: 'production' })).toBe(true);
    expect(isProductionBuild({ SITE_ENV: ' Production ' })).toBe(true);
    expect(isProductionBuild({ SITE_ENV: 'preview' })).toBe(false);
    expect(isProductionBuild({})).toBe(false);
  });
});

describe('the firm gate refuses, one line per problem', () => {
  it('passes a confirmed firm whose every fact was checked recently against a dated, firm-specific page', () => {
    expect(refusals(gateFirm())).toEqual([]);
  });

  it('an unconfirmed firm: confirm it in the public records or remove it', () => {
    expect(refusals(gateFirm({ status: 'unconfirmed' }))).toEqual([
      expect.stringMatching(/^status: is "unconfirmed": /),
    ]);
  });

  it('a fact nobody checked', () => {
    expect(refusals(gateFirm({ unchecked: ['aum'] }))).toEqual([
      'aum.verified: is false: check this fact against its source, then set verified: true with checked (the day) and checkedBy (your name)',
    ]);
  });

  it('a check more than six months old', () => {
    const firm = gateFirm();
    const aum = firm.aum;
    if (aum.origin !== 'person') throw new Error('fixture: a person fact expected');
    firm.aum = { ...aum, checked: '2026-05-24' };
    expect(refusals(firm)).toEqual([
      'aum.checked: 2026-05-24 is more than 6 months ago: check the fact again and record the new day',
    ]);
    firm.aum = { ...aum, checked: '2026-05-25' };
    expect(refusals(firm)).toEqual([]);
  });

  it('a source on a site’s home page, not the firm-specific page', () => {
    const firm = gateFirm();
    if (firm.aum.origin !== 'person') throw new Error('fixture: a person fact expected');
    firm.aum = { ...firm.aum, source: { url: 'https://adviserinfo.sec.gov/', date: '2026-03-01' } };
    expect(refusals(firm)).toEqual([
      expect.stringMatching(/^aum\.source\.url: is a home page \(https:\/\/adviserinfo\.sec\.gov\/\)/),
    ]);
  });

  it('a firm without its CRD number, or with no recorded registration at all', () => {
    const message =
      "registration.value.crd: is not recorded: run the Form ADV import (npm run adv:import) and accept the firm's CRD, or look the firm up on adviserinfo.sec.gov and record it";
    expect(refusals(gateFirm({ registration: { crd: null } }))).toEqual([message]);
    expect(refusals(gateFirm({ unrecorded: ['registration'] }))).toEqual([message]);
  });

  it('does not refuse a fact nobody recorded yet: the site says "Not yet recorded" there', () => {
    expect(refusals(gateFirm({ unrecorded: ['rating', 'employees', 'aum', 'minimum', 'localPresence'] }))).toEqual([]);
  });

  describe('Form ADV facts: the SEC data file may be at most 90 days old', () => {
    it('accepts a data file 89 or 90 days old', () => {
      expect(FORM_ADV_MAX_AGE_DAYS).toBe(90);
      expect(refusals(gateFirm({ fromFormAdv: ['aum', 'registration'], dataFileDate: daysAgo(89) }))).toEqual([]);
      expect(refusals(gateFirm({ fromFormAdv: ['aum'], dataFileDate: daysAgo(90) }))).toEqual([]);
    });

    it('refuses a data file 91 days old, naming the firm file, the data file and its date', () => {
      const date = daysAgo(91);
      const issues = new IssueCollector();
      checkFirmsForProduction([gateFirm({ fromFormAdv: ['aum'], dataFileDate: date })], TODAY, issues);
      expect(() => issues.throwIfAny()).toThrow(ContentValidationError);
      try {
        issues.throwIfAny();
      } catch (error) {
        if (!(error instanceof ContentValidationError)) throw error;
        expect(error.issues).toEqual([
          {
            file: 'content/firms/test-advisers.md',
            entry: 'test-advisers',
            field: 'aum.dataFile.date',
            message: `comes from the SEC data file IA_FIRM_SEC_Feed_${date}.xml of ${date}, 91 days old (at most 90): run the Form ADV refresh (npm run adv:import) with the current feeds`,
          },
        ]);
      }
    });
  });

  describe('the About text names no figure the record does not back', () => {
    it('refuses "$25 billion" when no recorded fact says so', () => {
      expect(
        refusals(gateFirm({ aum: 81_100_000_000, aboutHtml: '<p>The firm manages <strong>$25 billion</strong>.</p>' })),
      ).toEqual([
        'About text: names "$25 billion", which is not one of the firm\'s recorded facts: remove it, or record the fact with its source',
      ]);
    });

    it('passes "$81.1 billion" when the recorded assets under management are $81.1 billion', () => {
      expect(refusals(gateFirm({ aum: 81_100_000_000, aboutHtml: '<p>The firm manages $81.1 billion.</p>' }))).toEqual(
        [],
      );
    });

    it('reads character references as markup, not figures: "Mariner&#39;s" names no 39', () => {
      expect(
        refusals(gateFirm({ aboutHtml: '<p>Mariner&#39;s team &amp; its clients &#x27;plan&#x27;.</p>' })),
      ).toEqual([]);
    });

    it('refuses the same figure once the fact that backed it is not recorded', () => {
      expect(
        refusals(
          gateFirm({ aum: 81_100_000_000, unrecorded: ['aum'], aboutHtml: '<p>The firm manages $81.1 billion.</p>' }),
        ),
      ).toEqual([expect.stringMatching(/^About text: names "\$81\.1 billion"/)]);
    });
  });
});

describe('about-figures', () => {
  it('lists only the figures that are not among the recorded facts', () => {
    const firm = {
      ...testFirm({ aum: 81_100_000_000 }),
      aboutHtml: '<p>$81.1 billion, 12 employees, 37% and $25 billion.</p>',
    };
    expect(unrecordedFigures(firm)).toEqual(['37%', '$25 billion']);
  });
});

describe('the shipped content', () => {
  it('loads as the default preview build', () => {
    expect(problemLines(realContentDir)).toEqual([]);
  });

  it('fails a production build, naming the unconfirmed firm, every unchecked fact and every missing CRD', () => {
    const lines = problemLines(realContentDir, { SITE_ENV: 'production' });
    expect(lines).toContain(
      'content/firms/hcm-wealth-advisors.md → hcm-wealth-advisors → status: is "unconfirmed": find the firm on adviserinfo.sec.gov or brokercheck.finra.org and set status: "listed" with its CRD number, or replace the firm',
    );
    // Nobody has checked a recorded firm fact yet, so each one is listed.
    const unchecked = (slug: string, field: string) =>
      `content/firms/${slug}.md → ${slug} → ${field}.verified: is false: check this fact against its source, then set verified: true with checked (the day) and checkedBy (your name)`;
    for (const field of ['aum', 'minimum', 'ownership', 'registration'])
      expect(lines).toContain(unchecked('mariner-wealth-advisors', field));
    expect(lines).toContain(unchecked('johnson-investment-counsel', 'aum'));
    expect(lines).toContain(unchecked('ross-sinclaire-associates', 'disclosures'));
    // A fact nobody recorded is shown as "Not yet recorded", not refused.
    for (const field of ['rating', 'employees', 'compensation', 'localPresence', 'mainOffice', 'websites'])
      expect(
        lines.filter((line) =>
          line.startsWith(`content/firms/mariner-wealth-advisors.md → mariner-wealth-advisors → ${field}`),
        ),
      ).toEqual([]);
    expect(lines).toContain(
      "content/firms/allworth-financial.md → allworth-financial → registration.value.crd: is not recorded: run the Form ADV import (npm run adv:import) and accept the firm's CRD, or look the firm up on adviserinfo.sec.gov and record it",
    );
    expect(lines.filter((line) => line.includes('mariner-wealth-advisors → registration.value.crd'))).toEqual([]);
  });

  it('fails a production build for every other reason too: operator, business model date, placeholders, unreviewed pages', () => {
    const lines = problemLines(realContentDir, { SITE_ENV: 'production' });
    for (const prefix of [
      'content/site.json → site → operator: is missing',
      'content/site.json → site → businessModelAsOf: is missing',
      'content/site.json → site → phone: (513) 555-0100 is a placeholder',
      'content/site.json → site → email: hello@example.com is a placeholder',
      'content/firms/bartlett-wealth-management.md → bartlett-wealth-management → registration.value.crd: is not recorded',
      'content/firms/mariner-wealth-advisors.md → mariner-wealth-advisors → aum.verified: is false',
      'content/blog/financial-advisor-fees-explained-aum-hourly-and-flat-fee-compared.md → financial-advisor-fees-explained-aum-hourly-and-flat-fee-compared → author: "lead-editor" is a placeholder',
      'content/landing/strs-ohio.md → strs-ohio → reviewed: no review is recorded',
    ])
      expect(lines.filter((line) => line.startsWith(prefix)).map(() => prefix)).toEqual([prefix]);
  });
});

describe('the verified fixture content (test-support/verified-content.ts, npm run check:production)', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'verified-content-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const { removedFirms } = writeVerifiedContent(dir, realContentDir, TODAY);

  it('passes the production gate: every fact recorded, verified and dated, no unconfirmed firm', () => {
    expect(removedFirms).toEqual(['hcm-wealth-advisors']);
    expect(problemLines(dir, { SITE_ENV: 'production', CMS_REPO: FIXTURE_CMS_REPO })).toEqual([]);
  });

  it('puts the ranking in use there: every criterion has confirmed data for every firm', () => {
    // The gate compares check days with the day the build runs; the fixture is dated TODAY.
    jest.useFakeTimers({ now: TODAY, doNotFake: ['nextTick', 'setImmediate'] });
    try {
      const env = { SITE_ENV: 'production', CMS_REPO: FIXTURE_CMS_REPO };
      const { firms, methodology } = loadContent({ contentDir: dir, publicDir, env });
      expect(criteriaInUse(firms, methodology.criteria)).toHaveLength(methodology.criteria.length);
      expect(isRanked(firms)).toBe(true);
      expect(firms.every((firm) => firm.rank !== null && firm.score !== null)).toBe(true);
      for (const firm of firms) {
        expect(firm.employees.origin === 'none' ? null : typeof firm.employees.value.total).toBe('number');
        expect(firm.aum.origin === 'none' ? null : typeof firm.aum.value.total).toBe('number');
        expect(firm.mainOffice.origin).not.toBe('none');
        expect(firm.websites.origin).not.toBe('none');
      }
    } finally {
      jest.useRealTimers();
    }
  });
});
