import { fillBrand } from './brand-token';

/**
 * The site's fixed pages: path, metadata and labels. page-index.ts adds the firms, articles,
 * landing pages and authors to make the one index of every page (navigation, the /sitemap page,
 * sitemap.xml, Open Graph images, link checks, the end-to-end route sweep).
 */
export interface StaticPage {
  path: string;
  /** Page title without the brand (the root layout's template appends it). */
  title: string;
  /** `{{brand}}` where it names the brand: read it through staticPage(), which fills in the name. */
  description: string;
  /** Its name in the header, the footer and on the /sitemap page. */
  navLabel: string;
  /** Listed on the /sitemap page under "Main pages" (else under "About this site"). */
  inSitemapPage: boolean;
}

export const STATIC_PAGES = [
  {
    path: '/',
    title: 'Find a Fiduciary Financial Advisor in Cincinnati',
    description:
      'Compare fiduciary advisory firms serving Greater Cincinnati and Northern Kentucky, with what their public filings say about fees, registration and records.',
    navLabel: 'Home',
    inSitemapPage: true,
  },
  {
    path: '/about/',
    title: 'About Us: Who Runs This Directory and How It Works',
    description:
      'What the directory does and does not do, how firms are listed and ordered, who runs the site and how it is paid.',
    navLabel: 'About',
    inSitemapPage: true,
  },
  {
    path: '/services/',
    title: 'Financial Planning Services and Fees Explained',
    description:
      'Retirement, investment, tax and estate planning and more: the services Cincinnati fiduciary advisors offer, how the process works and what advice costs.',
    navLabel: 'Services',
    inSitemapPage: true,
  },
  {
    path: '/advisers/',
    title: 'Registered Investment Advisers in Greater Cincinnati',
    description:
      'Every SEC- or state-registered investment adviser with its main office in Greater Cincinnati, copied from each firm’s Form ADV with its filing date.',
    navLabel: 'All registered advisers',
    inSitemapPage: true,
  },
  {
    path: '/advisers/changes/',
    title: 'What Changed Among Greater Cincinnati’s Registered Advisers',
    description:
      'The last monthly import of the SEC’s Form ADV data: advisers new to the region’s roster, those that left it, large asset moves and new disciplinary answers.',
    navLabel: 'Roster changes',
    inSitemapPage: false,
  },
  {
    path: '/advisers/fees/',
    title: 'What Greater Cincinnati’s Advisers Charge: Published Fees',
    description:
      'The annual fees the region’s registered advisers publish in their brochures at $250,000, $500,000, $1 million and $2 million: median and middle half.',
    navLabel: 'Published fees',
    inSitemapPage: true,
  },
  {
    path: '/methodology/',
    title: 'How We Rank Firms: Criteria, Weights and Scores',
    description:
      'The published method behind our Cincinnati firm rankings: five weighted criteria, who scores the firms and how often, the tie rule and every firm’s scores.',
    navLabel: 'Ranking method',
    inSitemapPage: true,
  },
  {
    path: '/fee-calculator/',
    title: 'Fee Calculator: What Advisor Fees Cost in Dollars',
    description:
      'Compare a percentage of assets, a flat yearly fee and hourly advice in dollars: fees per year, in total, and the difference they make to your balance.',
    navLabel: 'Fee Calculator',
    inSitemapPage: true,
  },
  {
    path: '/compare/',
    title: 'Compare Cincinnati Fiduciary Firms Side by Side',
    description:
      'Put two to four Cincinnati advisory firms side by side: fees, minimums, assets, ratings with their sources, registration, fiduciary scope and disclosures.',
    navLabel: 'Compare firms',
    inSitemapPage: true,
  },
  {
    path: '/match/',
    title: 'Match in Two Minutes: Which Cincinnati Firms Fit You?',
    description:
      'Answer six short questions and see the three Cincinnati fiduciary firms that fit you best, with the reasons. Your answers never leave your browser.',
    navLabel: 'Match in two minutes',
    inSitemapPage: true,
  },
  {
    path: '/contact/',
    title: 'Contact Us: Call, E-mail or Book a Free Consultation',
    description:
      'Reach the {{brand}} by phone or e-mail, or book a free, no-obligation call with the directory online.',
    navLabel: 'Contact',
    inSitemapPage: true,
  },
  {
    path: '/blog/',
    title: 'Blog: Fiduciary Advice for Cincinnati Families',
    description:
      'Plain-English articles on choosing an advisor, fees, retirement, estate and tax planning for families in Greater Cincinnati and Northern Kentucky.',
    navLabel: 'Blog',
    inSitemapPage: true,
  },
  {
    path: '/schedule-online/',
    title: 'Schedule a Free Consultation Online',
    description:
      "Book a free, no-obligation call with the directory's team online, or call us in business hours. We introduce you to listed firms and give no investment advice.",
    navLabel: 'Schedule Online',
    inSitemapPage: true,
  },
  {
    path: '/branding/',
    title: 'Brand Assets: Logo, Colours and Typography',
    description:
      'Download the {{brand}} logo in three variants and find our brand colours and typography for press and partner use.',
    navLabel: 'Branding',
    inSitemapPage: false,
  },
  {
    path: '/sitemap/',
    title: 'Sitemap: Every Page on the Site',
    description:
      'Every page of the {{brand}} in one list: main pages, advisor guides, employer retirement pages, radio shows, firm profiles and articles.',
    navLabel: 'Sitemap',
    inSitemapPage: false,
  },
  {
    path: '/privacy-policy/',
    title: 'Privacy Policy',
    description:
      'How the {{brand}} handles the information you share when you call, e-mail or book a consultation, and the choices you have.',
    navLabel: 'Privacy Policy',
    inSitemapPage: false,
  },
  {
    path: '/terms/',
    title: 'Terms of Service',
    description:
      'The terms for using the {{brand}} directory, including the limits of the information we publish about advisory firms.',
    navLabel: 'Terms of Service',
    inSitemapPage: false,
  },
  {
    path: '/how-we-make-money/',
    title: 'How We Make Money',
    description:
      'Who pays the {{brand}}, what that means for the firms we list and rank, and why our consultations and introductions are free to you.',
    navLabel: 'How We Make Money',
    inSitemapPage: false,
  },
  {
    path: '/editorial-policy/',
    title: 'Editorial and Corrections Policy',
    description:
      'How our guides are written and reviewed, which primary sources we rely on, how to report an error and how corrections are noted on the page.',
    navLabel: 'Editorial Policy',
    inSitemapPage: false,
  },
  {
    path: '/authors/',
    title: 'Our Editorial Team: Authors and Reviewers',
    description:
      'The editors who write and review the {{brand}} articles and guides, their roles, their credentials and what each page they sign covers.',
    navLabel: 'Authors',
    inSitemapPage: false,
  },
] as const satisfies readonly StaticPage[];

export type StaticPath = (typeof STATIC_PAGES)[number]['path'];

/** A fixed page with the brand name of the settings in its description. */
export function staticPage(pagePath: StaticPath, brandName: string): StaticPage {
  const page = STATIC_PAGES.find((candidate) => candidate.path === pagePath);
  if (!page) throw new Error(`No static page is registered for ${pagePath}`);
  return { ...page, description: fillBrand(page.description, brandName) };
}
