import type { ReactNode } from 'react';
import { Container } from '@/components/ui/container';
import { HeroBand } from '@/components/sections/hero-band';

/**
 * Top banner of an inner page. The h1 never animates (it is the first screen's largest text).
 * `compact`: on a phone, less room and a smaller title, so that the first screen reaches what
 * follows (the roster's filter and first advisers); from 640 px as any hero. `aside`: a control at
 * the right of the eyebrow's line, in the flow (it covers no text).
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
  const eyebrowText = eyebrow ? (
    <p className="text-sm font-semibold tracking-wide text-gold uppercase">{eyebrow}</p>
  ) : null;
  return (
    <HeroBand glow="top-right">
      <Container className={`relative ${compact ? 'py-8' : 'py-14'} sm:py-20`}>
        {aside ? (
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">{eyebrowText}</div>
            {aside}
          </div>
        ) : (
          eyebrowText
        )}
        <h1
          className={`mt-2 max-w-4xl ${compact ? 'text-2xl' : 'text-3xl'} font-bold tracking-tight text-white sm:text-5xl`}
        >
          {title}
        </h1>
        {intro ? (
          <div
            className={
              compact
                ? 'mt-3 max-w-3xl text-base text-indigo-100 sm:mt-5 sm:text-lg'
                : 'mt-5 max-w-3xl text-lg text-indigo-100'
            }
          >
            {intro}
          </div>
        ) : null}
        {children ? <div className="mt-8 flex flex-col gap-3 sm:flex-row">{children}</div> : null}
      </Container>
    </HeroBand>
  );
}
