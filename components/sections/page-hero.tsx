import type { ReactNode } from 'react';
import { Container } from '@/components/ui/container';
import { HeroBand } from '@/components/sections/hero-band';

/** Top banner of an inner page. The h1 never animates (it is the first screen's largest text). */
export function PageHero({
  eyebrow,
  title,
  intro,
  children,
}: {
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <HeroBand glow="top-right">
      <Container className="relative py-14 sm:py-20">
        {eyebrow ? <p className="text-sm font-semibold tracking-wide text-gold uppercase">{eyebrow}</p> : null}
        <h1 className="mt-2 max-w-4xl text-3xl font-bold tracking-tight text-white sm:text-5xl">{title}</h1>
        {intro ? <div className="mt-5 max-w-3xl text-lg text-indigo-100">{intro}</div> : null}
        {children ? <div className="mt-8 flex flex-col gap-3 sm:flex-row">{children}</div> : null}
      </Container>
    </HeroBand>
  );
}
