interface IslandEntry<Component> {
  /** A lazy import of the component, so esbuild's code splitting loads it only when an island wakes. */
  load: () => Promise<Component>;
}

/** One registry entry (its wake budget is in WAKE_BUDGET_KB, which the compiler asks of each island). */
const island = <Component>(load: () => Promise<Component>): IslandEntry<Component> => ({ load });

/**
 * Every React island, by the name pages use in <Island name=…>. Adding an island is one component
 * file plus one entry here (the compiler asks for each field; <Island> checks component and props
 * against it). the build (scripts/export/steps/files.ts) fails on a 'use client' file no entry reaches
 * (scripts/export/islands/client-components.ts), which reads this object: keep its shape.
 */
export const ISLANDS = {
  map: island(() => import('./map-island').then((module) => module.MapIsland)),
  scheduler: island(() => import('./scheduler-embed').then((module) => module.SchedulerEmbed)),
  'lead-form': island(() => import('./lead-form').then((module) => module.LeadForm)),
  'blog-filter': island(() => import('./blog-filter').then((module) => module.BlogFilter)),
  'logo-downloads': island(() => import('./logo-downloads').then((module) => module.LogoDownloads)),
  'not-found-message': island(() => import('./not-found-message').then((module) => module.NotFoundMessage)),
  'fee-calculator': island(() => import('./fee-calculator').then((module) => module.FeeCalculator)),
  'compare-firms': island(() => import('./compare-firms').then((module) => module.CompareFirms)),
  'firm-filter': island(() => import('./firm-filter').then((module) => module.FirmFilter)),
  'roster-filter': island(() => import('./roster-filter').then((module) => module.RosterFilter)),
  'brochure-fee': island(() => import('./brochure-fee').then((module) => module.BrochureFee)),
  'match-quiz': island(() => import('./match-quiz').then((module) => module.MatchQuiz)),
} as const;

export type IslandName = keyof typeof ISLANDS;

/**
 * What waking each island may cost, gzip KB: the hydration runtime (react + react-dom, about 69 KB) + the island +
 * what it loads on mount. The build's budgets step (scripts/export/steps/bundle-budgets.ts) reads these from this
 * file's source and fails over them. Apart from ISLANDS so the browser never downloads them: nothing it runs
 * imports this object, so the islands' bundle leaves it out (each island added to ISLANDS costs every wake its bytes).
 * @public
 */
export const WAKE_BUDGET_KB: Record<IslandName, number> = {
  map: 125,
  scheduler: 80,
  'lead-form': 75,
  'blog-filter': 75,
  'logo-downloads': 75,
  'not-found-message': 75,
  'fee-calculator': 80,
  'compare-firms': 78,
  // The ranked lists' filters: its own code (with the filter logic and framer-motion's animate, for
  // the cards' glide to a new order) is about 8 KB of the 80.
  'firm-filter': 80,
  // The region's roster: filters and orders (its rows, about 5 KB for 250 advisers, come as a props file);
  // 80.3 KB since a ZIP code is kept out of the address (lib/personal-query.ts, 0.5 KB gzip with its chunk).
  'roster-filter': 81,
  // A roster page's or profile's fee at the visitor's assets: the fee arithmetic and one input, about 3 KB of its 75.
  'brochure-fee': 75,
  // The quiz: its steps slide in with framer-motion's animate (about 3 KB of its 85).
  'match-quiz': 85,
};

/** When an island's code is fetched and hydrated. */
export type Wake =
  /** Near the viewport (maps, the scheduler: heavy third-party code). */
  | 'visible'
  /** First focus inside (a form: typing works natively meanwhile). */
  | 'focus'
  /** First pointer, key or focus inside (buttons that do nothing without JavaScript). */
  | 'interaction'
  /** At once (content that depends on the browser's URL). */
  | 'load';

export function isIslandName(name: string | undefined): name is IslandName {
  return name !== undefined && Object.hasOwn(ISLANDS, name);
}
