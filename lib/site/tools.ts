/**
 * The decision tools, one list for the header's Guides menu, the home page, the landing pages'
 * "toolLinks" section and each tool's "other tools" links.
 */
export const TOOL_IDS = ['match', 'compare', 'fee-calculator'] as const;
export type ToolId = (typeof TOOL_IDS)[number];

export const TOOLS: readonly { id: ToolId; href: string; label: string; description: string }[] = [
  {
    id: 'match',
    href: '/match/',
    label: 'Match in two minutes',
    description:
      'Six short questions, then the three firms that fit you best and why. Your answers stay in your browser.',
  },
  {
    id: 'compare',
    href: '/compare/',
    label: 'Compare firms side by side',
    description:
      'Fees, minimums, ratings with their sources, registration and disclosures for two to four firms in one table.',
  },
  {
    id: 'fee-calculator',
    href: '/fee-calculator/',
    label: 'Fee calculator',
    description: 'See what a percentage of assets, a flat fee or hourly advice costs you in dollars over the years.',
  },
];
