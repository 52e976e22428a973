import Link from 'next/link';
import { CalendarCheck, PenLine, ShieldCheck } from 'lucide-react';
import { getAuthor } from '@/lib/content';
import { formatDate } from '@/lib/format';
import { authorPath } from '@/lib/site/paths';

const TONES = {
  dark: { text: 'text-indigo-100', link: 'font-semibold text-white underline underline-offset-2 hover:text-gold' },
  light: { text: 'text-gray-600', link: 'font-semibold text-brand underline underline-offset-2 hover:text-brand-dark' },
} as const;

/**
 * Who wrote a page and, once a named editor recorded a review, who reviewed it and when; without a
 * recorded review it says so plainly and shows no date. The editorial policy is one click away. The
 * author slugs were checked against content/authors by the content validation, so both resolve.
 */
export function EditorialByline({
  author,
  reviewer,
  reviewed,
  tone = 'light',
  className = '',
}: {
  author: string;
  reviewer?: string | undefined;
  reviewed?: string | undefined;
  tone?: keyof typeof TONES;
  className?: string;
}) {
  const writer = getAuthor(author);
  const checker = reviewer ? getAuthor(reviewer) : undefined;
  const style = TONES[tone];
  return (
    <ul
      aria-label="About this page"
      data-testid="editorial-byline"
      className={`flex flex-wrap gap-x-6 gap-y-2 text-sm ${style.text} ${className}`}
    >
      <li className="inline-flex items-center gap-1.5">
        <PenLine className="h-4 w-4" aria-hidden="true" />
        Written by{' '}
        <Link href={authorPath(author)} rel="author" className={style.link}>
          {writer?.name ?? author}
        </Link>
      </li>
      {reviewer && reviewed ? (
        <li className="inline-flex items-center gap-1.5">
          <CalendarCheck className="h-4 w-4" aria-hidden="true" />
          Last reviewed <time dateTime={reviewed}>{formatDate(reviewed)}</time> by{' '}
          <Link href={authorPath(reviewer)} className={style.link}>
            {checker?.name ?? reviewer}
          </Link>
        </li>
      ) : (
        <li className="inline-flex items-center gap-1.5">
          <ShieldCheck className="h-4 w-4" aria-hidden="true" />
          Not reviewed yet by a second editor
        </li>
      )}
      <li>
        <Link href="/editorial-policy/" className={style.link}>
          Editorial policy
        </Link>
      </li>
    </ul>
  );
}
