import { CircleCheck } from 'lucide-react';
import { SectionTitle, type SectionOf } from './section-title';

/** Ticked bullets, each a title and a line, beside a local image. */
export function BulletsWithImageSection({
  section,
  headingId,
}: {
  section: SectionOf<'bulletsWithImage'>;
  headingId: string;
}) {
  return (
    <section aria-labelledby={headingId} className="grid items-center gap-8 md:grid-cols-2">
      <div>
        <SectionTitle id={headingId}>{section.title}</SectionTitle>
        <ul className="mt-5 space-y-4">
          {section.bullets.map((bullet) => (
            <li key={bullet.title} className="flex items-start gap-3">
              <CircleCheck className="mt-1 h-5 w-5 shrink-0 text-emerald-600" aria-hidden="true" />
              <span>
                <span className="block font-semibold text-ink">{bullet.title}</span>
                <span className="text-gray-600">{bullet.description}</span>
              </span>
            </li>
          ))}
        </ul>
      </div>
      {/* A local SVG illustration: next/image adds nothing for SVG in a static export. */}
      {/* eslint-disable-next-line @next/next/no-img-element -- static export, SVG, explicit size */}
      <img
        src={section.image.src}
        alt={section.image.alt}
        width={section.image.width}
        height={section.image.height}
        loading="lazy"
        decoding="async"
        className="h-auto w-full rounded-2xl bg-brand-soft"
      />
    </section>
  );
}
