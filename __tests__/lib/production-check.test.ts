/** @jest-environment node */
import { problemLines, realContentDir } from '../support/content-copies';
import { testFirm, type TestFirmOptions } from '../support/firm-facts';
import { checkFirmsForProduction, type GateFirm } from '@/lib/content/gate-firms';
import { IssueCollector, ContentValidationError } from '@/lib/content/report';
import { FIRM_SOURCED_FIELDS } from '@/lib/content/schemas';
import { isProductionBuild } from '@/lib/content/site-config-env';

/**
 * The production gate for firms (SITE_ENV=production): a public build shows only firms confirmed in
 * the public records, with every fact checked by a named person in the last six months against a
 * firm-specific, dated source. One fixture per refusal, then the shipped content.
 */
const TODAY = new Date('2026-11-25T12:00:00Z');

function gateFirm(options: TestFirmOptions & { status?: GateFirm['status'] } = {}): GateFirm {
  return { ...testFirm(options), slug: 'test-advisers', status: options.status ?? 'listed' };
}

/** The gate's lines for these firms, as `field: message`. */
function refusals(...firms: GateFirm[]): string[] {
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
    firm.aum = { ...firm.aum, checked: '2026-05-24' };
    expect(refusals(firm)).toEqual([
      'aum.checked: 2026-05-24 is more than 6 months ago: check the fact again and record the new day',
    ]);
    firm.aum = { ...firm.aum, checked: '2026-05-25' };
    expect(refusals(firm)).toEqual([]);
  });

  it('a source without a firm-specific address: none at all, or a site’s home page', () => {
    const firm = gateFirm();
    firm.teamSize = { ...firm.teamSize, source: { document: 'Firm website', date: '2026-03-01' } };
    firm.aum = { ...firm.aum, source: { url: 'https://adviserinfo.sec.gov/', date: '2026-03-01' } };
    expect(refusals(firm)).toEqual([
      'teamSize.source.url: is missing: record the address of the page that shows this fact for this firm',
      expect.stringMatching(/^aum\.source\.url: is a home page \(https:\/\/adviserinfo\.sec\.gov\/\)/),
    ]);
  });

  it('a source without its date', () => {
    const firm = gateFirm();
    firm.minimum = { ...firm.minimum, source: { url: 'https://example.org/firm/adv' } };
    expect(refusals(firm)).toEqual(['minimum.source.date: is missing: record the date printed on the source']);
  });

  it('a firm without its CRD number', () => {
    expect(refusals(gateFirm({ registration: { crd: null } }))).toEqual([
      'registration.value.crd: is not recorded: look the firm up on adviserinfo.sec.gov and record its CRD number',
    ]);
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
    // Nobody has checked any firm fact yet, so each firm's every fact is listed.
    for (const slug of ['allworth-financial', 'mariner-wealth-advisors', 'ross-sinclaire-associates'])
      for (const field of FIRM_SOURCED_FIELDS)
        expect(lines).toContain(
          `content/firms/${slug}.md → ${slug} → ${field}.verified: is false: check this fact against its source, then set verified: true with checked (the day) and checkedBy (your name)`,
        );
    expect(lines).toContain(
      'content/firms/allworth-financial.md → allworth-financial → registration.value.crd: is not recorded: look the firm up on adviserinfo.sec.gov and record its CRD number',
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
      'content/firms/bartlett-wealth-management.md → bartlett-wealth-management → ownership.source.url: is missing',
      'content/firms/allworth-financial.md → allworth-financial → rating.source.date: is missing',
      'content/blog/financial-advisor-fees-explained-aum-hourly-and-flat-fee-compared.md → financial-advisor-fees-explained-aum-hourly-and-flat-fee-compared → author: "lead-editor" is a placeholder',
      'content/landing/strs-ohio.md → strs-ohio → reviewed: no review is recorded',
    ])
      expect(lines.filter((line) => line.startsWith(prefix)).map(() => prefix)).toEqual([prefix]);
  });
});
