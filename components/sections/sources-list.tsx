import Link from 'next/link';
import type { Source } from '@/lib/content';
import { formatDate } from '@/lib/format';

/** The page's "Sources": where its figures and rules come from, with the day an editor opened each, when recorded. */
export function SourcesList({ sources, className = '' }: { sources: readonly Source[]; className?: string }) {
  if (sources.length === 0) return null;
  return (
    <section
      aria-labelledby="sources-heading"
      className={`rounded-2xl border border-gray-200 bg-mist p-6 ${className}`}
    >
      <h2 id="sources-heading" className="text-lg font-bold">
        Sources
      </h2>
      <ol className="mt-3 list-decimal space-y-2 pl-5 text-sm leading-6 text-gray-700">
        {sources.map((source) => (
          <li key={source.url + source.title}>
            <a
              href={source.url}
              rel="noopener noreferrer"
              className="font-medium text-brand underline underline-offset-2 hover:text-brand-dark"
            >
              {source.title}
            </a>
            , {source.publisher}.
            {source.accessed ? (
              <>
                {' '}
                Opened <time dateTime={source.accessed}>{formatDate(source.accessed)}</time>.
              </>
            ) : null}
          </li>
        ))}
      </ol>
      <p className="mt-3 text-sm text-gray-600">
        Found a mistake? See{' '}
        <Link href="/editorial-policy/" className="font-semibold text-brand underline underline-offset-2">
          how to report it
        </Link>
        .
      </p>
    </section>
  );
}
