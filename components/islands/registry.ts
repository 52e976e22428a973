/**
 * Every React island, by the name pages use in <Island name=…>. Adding an island is one component
 * file plus one line here. Each entry is a lazy import, so the islands entry (and esbuild's code
 * splitting) loads a component's code only when one of its islands wakes.
 */
export const ISLANDS = {
  map: () => import('./map-island').then((module) => module.MapIsland),
  scheduler: () => import('./scheduler-embed').then((module) => module.SchedulerEmbed),
  'lead-form': () => import('./lead-form').then((module) => module.LeadForm),
  'blog-filter': () => import('./blog-filter').then((module) => module.BlogFilter),
  'logo-downloads': () => import('./logo-downloads').then((module) => module.LogoDownloads),
  'not-found-message': () => import('./not-found-message').then((module) => module.NotFoundMessage),
  'fee-calculator': () => import('./fee-calculator').then((module) => module.FeeCalculator),
  'compare-firms': () => import('./compare-firms').then((module) => module.CompareFirms),
  'match-quiz': () => import('./match-quiz').then((module) => module.MatchQuiz),
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
