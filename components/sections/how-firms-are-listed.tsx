import Link from 'next/link';
import { getContent } from '@/lib/content';

/**
 * The one explanation of how firms are listed and ordered, written once in content/methodology.json
 * (`howListed`) and shown wherever the site explains it: home, /about/, /methodology/ and above
 * every ranked list (`compact`: the first and third sentences, the rest one click away).
 */
export function HowFirmsAreListed({ compact = false, className = '' }: { compact?: boolean; className?: string }) {
  const { howListed } = getContent().methodology;
  const sentences = compact ? howListed.filter((_, index) => index === 0 || index === 2) : howListed;
  return (
    <div data-how-listed="true" className={`text-gray-700 ${className}`}>
      {compact ? (
        <p className="text-sm">
          {sentences.join(' ')}{' '}
          <Link href="/methodology/" className="font-semibold text-brand underline underline-offset-2">
            How firms are listed and ordered
          </Link>
        </p>
      ) : (
        <>
          <ul className="list-disc space-y-2 pl-5">
            {sentences.map((sentence) => (
              <li key={sentence}>{sentence}</li>
            ))}
          </ul>
          <p className="mt-3">
            <Link href="/methodology/" className="font-semibold text-brand underline underline-offset-2">
              The criteria, weights and every firm&apos;s scores
            </Link>
          </p>
        </>
      )}
    </div>
  );
}
