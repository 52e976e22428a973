import type { ReactNode } from 'react';

const GLOW = {
  'top-right': '-top-24 -right-24 h-72 w-72',
  'top-left': '-top-32 -left-24 h-96 w-96',
  'bottom-right': '-right-24 -bottom-32 h-96 w-96',
} as const;

/** The brand-gradient band every page's top banner sits on, with an optional soft glow. */
export function HeroBand({ children, glow }: { children: ReactNode; glow?: keyof typeof GLOW }) {
  return (
    <section className="on-dark relative overflow-hidden bg-gradient-to-br from-brand-darker via-brand to-purple-700 text-white">
      {glow ? <div aria-hidden="true" className={`absolute rounded-full bg-accent/30 blur-3xl ${GLOW[glow]}`} /> : null}
      {children}
    </section>
  );
}
