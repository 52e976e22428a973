import type { ReactNode } from 'react';
import { Breadcrumbs, type Crumb } from '@/components/ui/breadcrumbs';
import { Container } from '@/components/ui/container';
import { HeroBand } from '@/components/sections/hero-band';

/*
 * Every page's top banner but the home page's: the brand band, breadcrumbs, an eyebrow and the h1.
 * The h1 never animates (it is the first screen's largest text).
 */

/** Whether the h1 and the line under it keep a reading width (classes to prepend, with their space). */
const MEASURE = { title: 'max-w-4xl ', lead: 'max-w-3xl ' };
const NO_MEASURE = { title: '', lead: '' };

/** How each kind of page sits its banner: glow, padding, and the reading width of the h1 and its lead. */
const LAYOUTS = {
  page: { glow: 'top-right', container: 'relative py-14 sm:py-20', measure: MEASURE, size: 'text-3xl' },
  // On a phone, less room and a smaller title, so that the first screen reaches what follows (the
  // roster's filter and first advisers); from 640 px as a page's.
  compact: { glow: 'top-right', container: 'relative py-8 sm:py-20', measure: MEASURE, size: 'text-2xl' },
  landing: { glow: 'bottom-right', container: 'relative py-12 sm:py-16', measure: MEASURE, size: 'text-3xl' },
  article: { glow: undefined, container: 'max-w-4xl py-12 sm:py-16', measure: NO_MEASURE, size: 'text-3xl' },
  firm: { glow: undefined, container: 'py-10 sm:py-14', measure: NO_MEASURE, size: 'text-3xl' },
} as const;

type HeroLayout = keyof typeof LAYOUTS;

/** The band and its container, with the breadcrumbs (or `back`, a link in their place) at the top. */
export function HeroShell({
  layout,
  crumbs,
  back,
  children,
}: {
  layout: HeroLayout;
  crumbs?: Crumb[];
  back?: ReactNode;
  children: ReactNode;
}) {
  const { glow, container } = LAYOUTS[layout];
  return (
    <HeroBand glow={glow}>
      <Container className={container}>
        {back ?? (crumbs ? <Breadcrumbs className="text-indigo-100" items={crumbs} /> : null)}
        {children}
      </Container>
    </HeroBand>
  );
}

/** The space between the breadcrumbs and what follows them (a class to prepend, with its space). */
const AFTER_CRUMBS = 'mt-6 ';

/** The small gold line above the h1; `spaced` when it follows the breadcrumbs. */
export function HeroEyebrow({
  children,
  spaced = false,
  'data-rank': rank,
}: {
  children: ReactNode;
  spaced?: boolean;
  'data-rank'?: string | number | null;
}) {
  return (
    <p
      data-rank={rank}
      className={`${spaced ? AFTER_CRUMBS : ''}text-sm font-semibold tracking-wide text-gold uppercase`}
    >
      {children}
    </p>
  );
}

/** The page's h1; `layout` says whether it keeps a reading width, `gap` its space above. */
export function HeroTitle({
  children,
  layout,
  gap = 'mt-2',
}: {
  children: ReactNode;
  layout: HeroLayout;
  gap?: 'mt-2' | 'mt-4' | 'mt-6';
}) {
  return (
    <h1
      className={`${gap} ${LAYOUTS[layout].measure.title}${LAYOUTS[layout].size} font-bold tracking-tight text-white sm:text-5xl`}
    >
      {children}
    </h1>
  );
}

/** A plain-text line under the h1 (a subheadline, an excerpt). */
export function HeroLead({ children, layout }: { children: ReactNode; layout: HeroLayout }) {
  return <p className={`mt-5 ${LAYOUTS[layout].measure.lead}text-lg text-indigo-100`}>{children}</p>;
}

/** The hero's buttons, side by side from small screens up. */
export function HeroActions({ children }: { children: ReactNode }) {
  return <div className="mt-8 flex flex-col gap-3 sm:flex-row">{children}</div>;
}

/**
 * Top banner of an inner page: eyebrow, title, intro and buttons (`children`). `compact`: the
 * phone layout that leaves room for what follows (LAYOUTS). `aside`: a control at the right of the
 * eyebrow's line, in the flow (it covers no text).
 */
export function PageHero({
  eyebrow,
  title,
  intro,
  children,
  compact = false,
  aside,
}: {
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  children?: ReactNode;
  compact?: boolean;
  aside?: ReactNode;
}) {
  const layout = compact ? 'compact' : 'page';
  const eyebrowText = eyebrow ? <HeroEyebrow>{eyebrow}</HeroEyebrow> : null;
  return (
    <HeroShell layout={layout}>
      {aside ? (
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">{eyebrowText}</div>
          {aside}
        </div>
      ) : (
        eyebrowText
      )}
      <HeroTitle layout={layout}>{title}</HeroTitle>
      {intro ? <div className={compact ? COMPACT_INTRO : 'mt-5 max-w-3xl text-lg text-indigo-100'}>{intro}</div> : null}
      {children ? <HeroActions>{children}</HeroActions> : null}
    </HeroShell>
  );
}

const COMPACT_INTRO = 'mt-3 max-w-3xl text-base text-indigo-100 sm:mt-5 sm:text-lg';
