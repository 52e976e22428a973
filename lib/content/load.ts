import { analyticsPolicyCopy } from '@/lib/analytics/privacy-copy';
import { analyticsSettings } from '@/lib/analytics/settings';
import { ALWAYS_TRUE, businessModelCopy } from './business-model';
import { operatorSentence } from './operator';
import { feeCalculatorSchema } from './fee-calculator-schema';
import { landingFrontMatterSchema } from './landing-schema';
import { readJsonEntry, readMarkdownEntries, readRawJson } from './read';
import {
  rankListedFirms,
  renderAuthors,
  renderFirms,
  renderLandingPages,
  renderLegalPages,
  renderPosts,
} from './render';
import { IssueCollector } from './report';
import {
  authorFrontMatterSchema,
  blogFrontMatterSchema,
  firmFrontMatterSchema,
  legalFrontMatterSchema,
  methodologySchema,
  servicesFileSchema,
  siteCopySchema,
} from './schemas';
import { isProductionBuild, parseSiteConfig } from './site-config-env';
import { checkFirmsForProduction } from './gate-firms';
import { checkRosterForProduction } from './gate-roster';
import { checkEditorialForProduction } from './gate-editorial';
import { checkSiteForProduction } from './gate-site';
import { checkCmsForProduction } from './gate-cms';
import { validateContent, validateMethodology } from './validate';
import { checkAdvArchive, readRosterFile } from './validate-adv-archive';
import { readBrochureFiles } from './brochure-schema';
import { checkFeeConfirmations } from './validate-fee-confirmations';
import type { Content, LoadOptions } from './types';

/**
 * Loads the site's content: reads every file (read.ts), renders its Markdown (render.ts), then
 * checks the rules that span entries (validate.ts). Every step goes on past a broken file, so the
 * one `ContentValidationError` thrown at the end lists every problem, each naming its file, entry
 * and field.
 */
export function loadContent(options: LoadOptions): Content {
  const { contentDir, env } = options;
  const issues = new IssueCollector();

  const site = parseSiteConfig(readRawJson(contentDir, 'site.json', issues), env, issues);
  const copy = readJsonEntry(contentDir, 'site-copy.json', siteCopySchema, 'site copy', issues);
  const services = readJsonEntry(contentDir, 'services.json', servicesFileSchema, 'services', issues);
  const methodology = readJsonEntry(contentDir, 'methodology.json', methodologySchema, 'methodology', issues);
  const firmEntries = renderFirms(readMarkdownEntries(contentDir, 'firms', firmFrontMatterSchema, issues));
  const roster = readRosterFile(contentDir, issues);
  checkAdvArchive(contentDir, firmEntries, roster, issues);
  // content/adv-brochures/ is checked with the rest, so a broken record fails the content check, not a page.
  const brochures = readBrochureFiles(contentDir, issues);
  checkFeeConfirmations(firmEntries, brochures, issues);
  const firms = rankListedFirms(firmEntries, methodology);
  const unconfirmedFirms = firmEntries.filter((firm) => firm.status === 'unconfirmed');
  const feeCalculator = readJsonEntry(contentDir, 'fee-calculator.json', feeCalculatorSchema, 'fee calculator', issues);
  const posts = renderPosts(readMarkdownEntries(contentDir, 'blog', blogFrontMatterSchema, issues));
  const landingPages = renderLandingPages(readMarkdownEntries(contentDir, 'landing', landingFrontMatterSchema, issues));
  const authors = renderAuthors(readMarkdownEntries(contentDir, 'authors', authorFrontMatterSchema, issues));
  // Without a valid setting the legal pages still render, so the one error lists every other problem too.
  const howWeArePaid = site ? `${businessModelCopy(site).summary} ${ALWAYS_TRUE.rankNotForSale}` : '';
  const legal = renderLegalPages(readMarkdownEntries(contentDir, 'legal', legalFrontMatterSchema, issues), {
    brand: site?.brandName ?? '',
    howWeArePaid,
    operator: site ? operatorSentence(site) : '',
    ...analyticsTokens(site ? analyticsSettings(site) : null),
  });

  // The rules that span entries run on whatever loaded, even when a file is broken.
  validateContent({ services, firms, unconfirmedFirms, posts, landingPages, authors, legal, roster }, options, issues);
  if (methodology) validateMethodology(methodology, issues);
  // A production build refuses anything shown that nobody has verified (SITE_ENV=production).
  const buildMode = isProductionBuild(env) ? 'production' : 'preview';
  if (buildMode === 'production') {
    const now = new Date();
    checkFirmsForProduction(firmEntries, now, issues);
    checkRosterForProduction(roster, now, issues);
    if (site) checkSiteForProduction(site, issues);
    checkEditorialForProduction({ posts, landingPages, authors }, now, issues);
    checkCmsForProduction(options.publicDir, env, issues);
  }
  issues.throwIfAny();

  const legalBySlug = Object.fromEntries(legal.map((page) => [page.slug, page]));
  const { 'privacy-policy': privacy, terms, 'editorial-policy': editorial } = legalBySlug;
  // Every file that failed recorded an issue above, so all of these are present here.
  if (!site || !copy || !services || !methodology || !feeCalculator || !privacy || !terms || !editorial) {
    throw new Error('Content is incomplete although no problem was recorded');
  }
  return {
    site,
    copy,
    services,
    methodology,
    feeCalculator,
    firms,
    unconfirmedFirms,
    posts,
    landingPages,
    legal: { 'privacy-policy': privacy, terms, 'editorial-policy': editorial },
    authors,
    buildMode,
    roster,
    brochures,
  };
}

/** The privacy policy's analytics tokens from the settings. */
function analyticsTokens(settings: ReturnType<typeof analyticsSettings>) {
  const copy = analyticsPolicyCopy(settings);
  return { analyticsBrief: copy.brief, analyticsService: copy.service };
}
