import Link from 'next/link';
import { ArrowRight, Calculator, Scale, Sparkles } from 'lucide-react';
import { TOOLS, type ToolId } from '@/lib/site/tools';

const TOOL_ICON = { match: Sparkles, compare: Scale, 'fee-calculator': Calculator } as const;

/** Cards linking to the decision tools (home page, landing pages). */
export function ToolLinks({
  tools,
  headingId,
  title,
  intro,
}: {
  tools: readonly ToolId[];
  headingId: string;
  title: string;
  intro?: string;
}) {
  // In the order the page lists them, so each page can lead with the tool that suits it.
  const shown = tools.flatMap((id) => TOOLS.filter((tool) => tool.id === id));
  return (
    <section aria-labelledby={headingId} data-tool-links="true">
      <h2 id={headingId} className="text-2xl font-bold sm:text-3xl">
        {title}
      </h2>
      {intro ? <p className="mt-3 text-lg text-gray-600">{intro}</p> : null}
      <ul className="mt-6 grid gap-4 sm:grid-cols-2">
        {shown.map((tool) => {
          const ToolIcon = TOOL_ICON[tool.id];
          return (
            <li key={tool.id}>
              <Link
                href={tool.href}
                className="group flex h-full gap-4 rounded-2xl border border-gray-200 bg-white p-5 shadow-sm hover:border-brand hover:shadow-md"
              >
                <ToolIcon className="h-8 w-8 shrink-0 text-brand" aria-hidden="true" />
                <span>
                  <span className="flex items-center gap-2 font-heading text-lg font-bold text-ink group-hover:text-brand group-hover:underline">
                    {tool.label}
                    <ArrowRight className="h-4 w-4" aria-hidden="true" />
                  </span>
                  <span className="mt-1 block text-gray-700">{tool.description}</span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** At the foot of a tool page: the other tools. */
export function ToolIntroLinks({ current }: { current: ToolId }) {
  return (
    <div className="pt-6 print:hidden">
      <ToolLinks
        tools={TOOLS.filter((tool) => tool.id !== current).map((tool) => tool.id)}
        headingId="other-tools"
        title="Another way to decide"
      />
    </div>
  );
}
