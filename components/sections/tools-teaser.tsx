import Link from 'next/link';
import { ArrowRight } from 'lucide-react';
import { PageSection } from '@/components/sections/page-section';
import { TOOL_LINKS } from '@/lib/navigation';

/** Home page band linking the tools that help a visitor decide, from the one tool list. */
export function ToolsTeaser() {
  return (
    <PageSection id="tools" eyebrow="Tools" title="Work it out for yourself" intro="Free, in your browser, and nothing you type is sent anywhere.">
      <ul className="mx-auto grid max-w-5xl gap-5 md:grid-cols-2">
        {TOOL_LINKS.map((tool) => (
          <li key={tool.href} className="rounded-2xl border border-gray-200 bg-white p-6 shadow-sm">
            <h3 className="text-lg font-semibold">
              <Link href={tool.href} className="inline-flex items-center gap-1 text-brand hover:underline">
                {tool.label}
                <ArrowRight className="h-4 w-4" aria-hidden="true" />
              </Link>
            </h3>
            <p className="mt-2 text-gray-600">{tool.description}</p>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
