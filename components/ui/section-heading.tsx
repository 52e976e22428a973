import type { ReactNode } from 'react';

export function SectionHeading({
  eyebrow,
  title,
  intro,
  id,
  align = 'center',
  level = 2,
}: {
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  id?: string;
  align?: 'center' | 'left';
  level?: 2 | 3;
}) {
  const Heading = level === 2 ? 'h2' : 'h3';
  const alignment = align === 'center' ? 'mx-auto text-center' : '';
  return (
    <div className={`max-w-3xl ${alignment}`}>
      {eyebrow ? <p className="text-sm font-semibold tracking-wide text-brand uppercase">{eyebrow}</p> : null}
      <Heading id={id} className="mt-1 text-3xl font-bold tracking-tight sm:text-4xl">
        {title}
      </Heading>
      {intro ? <p className="mt-4 text-lg text-gray-600">{intro}</p> : null}
    </div>
  );
}
