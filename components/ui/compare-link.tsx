import Link from 'next/link';
import { Scale } from 'lucide-react';
import { compareHref } from '@/lib/firms/compare';

/**
 * "Compare": opens /compare/ with this firm chosen, where the visitor picks the others. Works without JavaScript.
 * Its look is `.compare-link` in app/globals.css: a profile or a guide shows one per firm.
 */
export function CompareLink({
  slug,
  name,
  tone = 'light',
  className = '',
}: {
  slug: string;
  name: string;
  tone?: 'light' | 'dark';
  className?: string;
}) {
  const colour = tone === 'dark' ? 'on-dark text-white' : 'text-brand';
  return (
    <Link href={compareHref([slug])} data-compare-link={slug} className={`compare-link ${colour} ${className}`}>
      <Scale className="h-4 w-4" aria-hidden="true" />
      Compare<span className="sr-only"> {name} with other firms</span>
    </Link>
  );
}
