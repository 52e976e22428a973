import type { RenderedLandingSection } from '@/lib/content/types';

/** One landing-page section's data, by its `type`. */
export type SectionOf<Type extends RenderedLandingSection['type']> = Extract<RenderedLandingSection, { type: Type }>;

/** A landing section's h2; `id` is what the section's aria-labelledby points at. */
export function SectionTitle({ children, id }: { children: string; id?: string }) {
  return (
    <h2 id={id} className="text-2xl font-bold sm:text-3xl">
      {children}
    </h2>
  );
}

/** The optional paragraph under a section's title. */
export function SectionIntro({ text }: { text?: string }) {
  return text ? <p className="mt-3 text-lg text-gray-600">{text}</p> : null;
}
