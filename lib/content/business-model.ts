import type { BusinessModel, SiteConfig } from './schemas';

/**
 * The plain-language words for how the site makes money, one set per business model. Every
 * disclosure on the site (ranked lists, profiles, lead form, booking page, the terms and
 * /how-we-make-money/) reads from here, so no page can say something the owner's setting does not.
 */
export interface BusinessModelCopy {
  /** Short heading of the disclosure box. */
  headline: string;
  /** One or two sentences: who pays whom, and what it means for the visitor. */
  summary: string;
  /** Whether firms pay the site in any way (then the site must not call itself independent of them). */
  firmsPay: boolean;
  /** How the home page describes the service in a few words, true under this model. */
  homeWording: string;
  /** Paragraphs of /how-we-make-money/ that explain the model. */
  explanation: string[];
  /** The day the owner last confirmed the setting, when recorded ("as of {date}"). */
  asOf?: string | undefined;
}

/** Under every model: what the visitor pays and what payment never changes. */
export const ALWAYS_TRUE = {
  freeToYou: 'Our service is free to you: you never pay us for a consultation or an introduction.',
  rankNotForSale:
    'A firm’s rank is computed from the scores in our published method; payment is not one of the criteria, and no firm can pay to move up or to be reviewed more kindly.',
} as const;

const COPY: Record<BusinessModel, Omit<BusinessModelCopy, 'firmsPay'>> = {
  none: {
    headline: 'No firm pays us',
    summary:
      'No firm listed here pays us anything: not to be listed, not to be ranked and not for introductions. Our service is free to you.',
    homeWording: 'Free to you, paid for by no firm, and no obligation.',
    explanation: [
      'Today the site has no commercial relationship with any firm it lists. No firm pays to appear, to be ranked, to be featured or to receive an introduction, and we accept no commissions, referral fees or shares of advisory fees.',
      'Running the site costs money, and we may earn from it in the future, for example by charging firms a listing or introduction fee. If that happens we will change this page and every disclosure on the site before the arrangement starts, and say which firms pay.',
    ],
  },
  'listing-fees': {
    headline: 'Firms pay us to be listed',
    summary:
      'Firms listed here pay us a fee to appear in the directory. You pay us nothing, and paying does not change a firm’s rank.',
    homeWording: 'Free to you and no obligation. Listed firms pay us a listing fee.',
    explanation: [
      'Firms pay us a listing fee to appear in this directory. That fee is how the site is paid for.',
      'Because firms pay us, we are not independent of them, and you should weigh what we say with that in mind.',
    ],
  },
  'per-introduction-fees': {
    headline: 'Firms pay us for introductions',
    summary:
      'When we introduce you to a firm, that firm pays us a fee for the introduction. You pay us nothing, and the fee does not change a firm’s rank.',
    homeWording: 'Free to you and no obligation. Firms pay us a fee when we introduce you.',
    explanation: [
      'When you ask us to introduce you to a firm and we do, that firm pays us a fee for the introduction, whether or not you become its client.',
      'Because firms pay us, we are not independent of them, and we have a reason to introduce you to a firm that pays; weigh what we say with that in mind and check any firm yourself.',
    ],
  },
  'revenue-share': {
    headline: 'Firms share their fees with us',
    summary:
      'If you become a client of a firm we introduced you to, that firm pays us a share of the fees you pay it. You pay us nothing directly, and the payment does not change a firm’s rank.',
    homeWording: 'Free to you and no obligation. Firms share their fees with us when you become a client.',
    explanation: [
      'If you become a client of a firm we introduced you to, the firm pays us a share of the advisory fees it charges you for as long as you stay its client.',
      'That arrangement is a conflict of interest: we earn more when you hire a firm that pays us and when you pay it more. We are not independent of the firms that pay us; ask the firm about the arrangement, which its Form ADV describes.',
    ],
  },
};

/** While the owner has not set the business model (a preview): say so, and claim nothing either way. */
const UNSET: BusinessModelCopy = {
  headline: 'How this site is paid is not set yet',
  summary:
    'The owner has not yet recorded whether any firm pays this site, so we make no claim either way; do not assume that no firm does.',
  homeWording: 'How this site is paid has not been set yet.',
  explanation: [
    'How this site is paid has not been set yet. Until the owner records it, this page makes no claim that no firm pays us, and we do not call the site independent of the firms it lists.',
  ],
  // Unknown counts as "may be paid": the site then never calls itself independent.
  firmsPay: true,
};

export function businessModelCopy(
  site: Pick<SiteConfig, 'businessModel' | 'businessModelDetails' | 'businessModelAsOf'>,
): BusinessModelCopy {
  if (site.businessModel === undefined) return UNSET;
  const copy = COPY[site.businessModel];
  const explanation = site.businessModelDetails ? [...copy.explanation, site.businessModelDetails] : copy.explanation;
  return { ...copy, explanation, firmsPay: site.businessModel !== 'none', asOf: site.businessModelAsOf };
}
