import Link from 'next/link';

/**
 * What every roster page says of itself (PRODUCT.md, "The region's roster"): where its facts come
 * from, that the firm has not reviewed them, that no firm pays, and that it is no recommendation.
 */
export function RosterNotice({ className = '' }: { className?: string }) {
  return (
    <p
      data-roster-notice="true"
      className={`roster-notice rounded-xl border border-gray-200 bg-gray-50 p-3 text-sm leading-5 text-gray-700 sm:p-4 sm:leading-6 ${className}`}
    >
      <strong className="font-semibold text-ink">Regulator data.</strong> Copied from the firm’s Form ADV; the firm has
      not reviewed this page; firms do not pay to be listed; this is not a recommendation. Nothing here is ranked or
      rated. A firm corrects these facts through its own filing.{' '}
      <Link href="/about/" className="font-semibold text-brand underline underline-offset-2 hover:text-brand-dark">
        Who runs this site
      </Link>
    </p>
  );
}
