import Link from 'next/link';

/**
 * The "sample data, not yet verified" mark shown next to each firm fact nobody has checked against
 * its source yet. Text, not colour alone, so it reads the same to every visitor and screen reader.
 */
export const UNVERIFIED_TEXT = 'Sample data, not yet verified';

export function UnverifiedMark({
  verified,
  tone = 'light',
  className = '',
}: {
  verified: boolean;
  tone?: 'light' | 'dark';
  className?: string;
}) {
  if (verified) return null;
  const colours =
    tone === 'dark' ? 'border-amber-200 bg-amber-100 text-amber-950' : 'border-amber-300 bg-amber-50 text-amber-900';
  return (
    <span
      data-unverified="true"
      className={`inline-flex items-center rounded border px-1.5 py-0.5 text-xs font-semibold ${colours} ${className}`}
    >
      {UNVERIFIED_TEXT}
    </span>
  );
}

/** The one short explanation per page or list, shown only when something on it is unverified. */
export function SampleDataNote({ show, className = '' }: { show: boolean; className?: string }) {
  if (!show) return null;
  return (
    <p
      role="note"
      className={`rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950 ${className}`}
    >
      <strong>About the figures marked “{UNVERIFIED_TEXT}”:</strong> they are placeholders that we have not yet checked
      against their stated sources. Each shows where it should come from and when it was last looked at.{' '}
      <Link href="/methodology/" className="font-semibold underline underline-offset-2">
        How we rank and verify firms
      </Link>
    </p>
  );
}
