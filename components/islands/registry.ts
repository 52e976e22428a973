interface IslandEntry<Component> {
  /** A lazy import of the component, so esbuild's code splitting loads it only when an island wakes. */
  load: () => Promise<Component>;
  /**
   * Code fetched when it wakes (react + react-dom + the island + what it loads on mount), gzip KB;
   * react + react-dom alone are about 69 KB. The build's budgets step (scripts/export/steps/bundle-budgets.ts) fails over it.
   */
  wakeBudgetKb: number;
}

/** One registry entry; every field is required, so the compiler names what a new island lacks. */
const island = <Component>(entry: IslandEntry<Component>) => entry;

/**
 * Every React island, by the name pages use in <Island name=…>. Adding an island is one component
 * file plus one entry here (the compiler asks for each field; <Island> checks component and props
 * against it). the build (scripts/export/steps/files.ts) fails on a 'use client' file no entry reaches
 * (scripts/export/islands/client-components.ts), which reads this object: keep its shape.
 */
export const ISLANDS = {
  map: island({ load: () => import('./map-island').then((module) => module.MapIsland), wakeBudgetKb: 125 }),
  scheduler: island({
    load: () => import('./scheduler-embed').then((module) => module.SchedulerEmbed),
    wakeBudgetKb: 80,
  }),
  'lead-form': island({ load: () => import('./lead-form').then((module) => module.LeadForm), wakeBudgetKb: 75 }),
  'blog-filter': island({ load: () => import('./blog-filter').then((module) => module.BlogFilter), wakeBudgetKb: 75 }),
  'logo-downloads': island({
    load: () => import('./logo-downloads').then((module) => module.LogoDownloads),
    wakeBudgetKb: 75,
  }),
  'not-found-message': island({
    load: () => import('./not-found-message').then((module) => module.NotFoundMessage),
    wakeBudgetKb: 75,
  }),
  'fee-calculator': island({
    load: () => import('./fee-calculator').then((module) => module.FeeCalculator),
    wakeBudgetKb: 80,
  }),
  'compare-firms': island({
    load: () => import('./compare-firms').then((module) => module.CompareFirms),
    wakeBudgetKb: 78,
  }),
  // The ranked lists' filters: its own code (with the filter logic and framer-motion's animate, for
  // the cards' glide to a new order) is about 8 KB of the 80.
  'firm-filter': island({
    load: () => import('./firm-filter').then((module) => module.FirmFilter),
    wakeBudgetKb: 80,
  }),
  // The region's roster: filters and orders (its rows, about 5 KB for 250 advisers, come as a props file);
  // 80.3 KB since a ZIP code is kept out of the address (lib/personal-query.ts, 0.5 KB gzip with its chunk).
  'roster-filter': island({
    load: () => import('./roster-filter').then((module) => module.RosterFilter),
    wakeBudgetKb: 81,
  }),
  // A roster page's or profile's fee at the visitor's assets: the fee arithmetic and one input, about 3 KB of its 75.
  'brochure-fee': island({
    load: () => import('./brochure-fee').then((module) => module.BrochureFee),
    wakeBudgetKb: 75,
  }),
  // The quiz: its steps slide in with framer-motion's animate (about 3 KB of its 85).
  'match-quiz': island({ load: () => import('./match-quiz').then((module) => module.MatchQuiz), wakeBudgetKb: 85 }),
} as const;

export type IslandName = keyof typeof ISLANDS;

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
