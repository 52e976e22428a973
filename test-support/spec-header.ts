/**
 * The header's links exactly as the product defines them, in its order, written out by hand and
 * shared by the jest and Playwright suites (neither imports the other's folder). Tests compare the
 * built navigation with this independent copy, so a content change that drops or reorders a menu
 * entry fails them.
 */
export const SPEC_MAIN_PATHS = ['/', '/cincinnati-financial-advisor/', '/about/', '/services/', '/blog/', '/contact/'];

export const SPEC_GUIDE_PATHS = [
  '/top-fiduciary-advisors-cincinnati/',
  '/best-fiduciary-advisors-cincinnati/',
  '/independent-fiduciary-advisor-cincinnati/',
  '/fee-based-fiduciary-advisor-cincinnati/',
  '/fee-only-fiduciary-advisor-cincinnati/',
  '/fiduciary-financial-advisor-cincinnati/',
  '/cincinnati-wealth-management/',
  '/cincinnati-ria/',
  '/cincinnati-financial-planner/',
  '/tax-planning/',
  '/estate-planning/',
  '/retirement-income-planning/',
  '/pg-retirees/',
  '/kroger-retirees/',
  '/childrens-hospital-retirees/',
  '/fifth-third-retirees/',
  '/uc-retirees/',
  '/strs-ohio/',
  '/fiduciary-near-me/',
];

/** The decision tools, listed in the Guides menu after the guides. */
export const TOOL_MENU_PATHS = ['/match/', '/compare/', '/fee-calculator/'];

/** Everything the Guides menu lists: the guides, then the tools. */
export const GUIDES_MENU_PATHS = [...SPEC_GUIDE_PATHS, ...TOOL_MENU_PATHS];

export const SPEC_RADIO_PATHS = ['/simply-money/', '/money-matters/'];
