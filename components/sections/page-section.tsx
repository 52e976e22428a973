import type { ReactNode } from 'react';
import { Container } from '@/components/ui/container';
import { SectionHeading } from '@/components/ui/section-heading';

/** A full-width band of a page: heading (with optional eyebrow and intro), then its content. */
export function PageSection({
  id,
  eyebrow,
  title,
  intro,
  tone = 'white',
  align = 'center',
  children,
}: {
  /** Base for the heading id the section is labelled by. */
  id: string;
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  tone?: 'white' | 'mist';
  align?: 'center' | 'left';
  children: ReactNode;
}) {
  const headingId = `${id}-heading`;
  return (
    <section aria-labelledby={headingId} className={`py-16 ${tone === 'mist' ? 'bg-mist' : ''}`}>
      <Container>
        <SectionHeading id={headingId} eyebrow={eyebrow} title={title} intro={intro} align={align} />
        <div className="mt-10">{children}</div>
      </Container>
    </section>
  );
}
