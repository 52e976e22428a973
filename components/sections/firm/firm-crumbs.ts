import type { Crumb } from '@/components/ui/breadcrumbs';

/** A firm page's breadcrumbs: the home page, the ranked list, the firm. */
export const firmCrumbs = (name: string): Crumb[] => [
  { label: 'Home', href: '/' },
  { label: 'Top firms', href: '/top-fiduciary-advisors-cincinnati/' },
  { label: name },
];
