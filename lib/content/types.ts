/**
 * The loaded content's types, apart from the loader so that render.ts, validate.ts and
 * page-index.ts (which load.ts and index.ts call) can use them without an import cycle.
 */
import type { Ranked } from '../firms/ranking';
import type { FeeCalculatorContent } from './fee-calculator-schema';
import type { BrochureFile } from './brochure-schema';
import type { RosterFile } from './roster-schema';
import type { LandingFrontMatter, LandingSection } from './landing-schema';
import type {
  AuthorFrontMatter,
  BlogFrontMatter,
  FirmFrontMatter,
  LegalPageSlug,
  Methodology,
  ServicesFile,
  SiteConfig,
  SiteCopy,
} from './schemas';

/** A firm as its file describes it, whatever its status. */
export interface FirmEntry extends FirmFrontMatter {
  slug: string;
  /** About text as HTML, with the three linked phrases already turned into links. */
  aboutHtml: string;
  aboutLinks: string[];
}

/**
 * A listed firm (status `listed`) with its rank, computed by lib/firms/ranking.ts from its sourced facts
 * and the methodology's weights; never stored. Only listed firms are ranked, badged, featured,
 * compared or matched.
 */
export type Firm = Ranked<FirmEntry>;

export interface Author extends AuthorFrontMatter {
  slug: string;
  /** Short bio as HTML. */
  bioHtml: string;
  /** Every link target in the bio, for the content check. */
  bioLinks: string[];
  file: string;
}

export interface BlogPost extends BlogFrontMatter {
  slug: string;
  html: string;
  links: string[];
  words: number;
  file: string;
}

export type FaqItemRendered = { question: string; answer: string; answerHtml: string };
export type RenderedLandingSection =
  | Exclude<LandingSection, { type: 'faq' }>
  | (Omit<Extract<LandingSection, { type: 'faq' }>, 'items'> & { items: FaqItemRendered[] });

export interface LandingPage extends Omit<LandingFrontMatter, 'sections'> {
  slug: string;
  path: string;
  bodyHtml: string;
  words: number;
  /** Every link in the body and in FAQ answers. */
  links: string[];
  sections: RenderedLandingSection[];
  file: string;
}

export interface LegalPage {
  slug: LegalPageSlug;
  title: string;
  updated: string;
  html: string;
  links: string[];
  file: string;
}

export interface Content {
  site: SiteConfig;
  copy: SiteCopy;
  services: ServicesFile;
  methodology: Methodology;
  /** The fee calculator's defaults, tiered example and limits. */
  feeCalculator: FeeCalculatorContent;
  /** Listed firms, sorted by rank (#1 first). */
  firms: Firm[];
  /** Firms whose registration could not be confirmed: a profile page each, and nothing else. */
  unconfirmedFirms: FirmEntry[];
  /** Newest first. */
  posts: BlogPost[];
  /** Sorted by menu, then order. */
  landingPages: LandingPage[];
  legal: Record<LegalPageSlug, LegalPage>;
  /** The site's editorial staff, by name. */
  authors: Author[];
  /** "production" only for a build that passed the production gate (SITE_ENV=production); any other is a preview. */
  buildMode: BuildMode;
  /** The region's roster (content/adv-roster.json), regulator data; null before the first import writes it. */
  roster: RosterFile | null;
  /** Each firm's Part 2A brochure as `npm run adv:brochures` read it (content/adv-brochures/{crd}.json), by CRD. */
  brochures: ReadonlyMap<string, BrochureFile>;
}

/** A preview is noindexed, disallowed in robots.txt and carries the site-wide preview banner. */
export type BuildMode = 'preview' | 'production';

/** Where content lives and which environment overrides the owner's settings. */
export interface LoadOptions {
  contentDir: string;
  /** Folder of static files (public/), to check that referenced images exist. */
  publicDir: string;
  env: Readonly<Record<string, string | undefined>>;
}
