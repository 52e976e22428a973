/**
 * The compact marker beside a firm value nobody has checked against its source yet: a small dagger
 * for sighted readers and the words for screen readers. The preview banner explains it once per
 * page; a production build has no unchecked values, so never shows it.
 */
export const UNCHECKED_SYMBOL = '†';
const UNCHECKED_SR_TEXT = '(not yet checked)';

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
  return (
    <span
      data-unverified="true"
      title="Not yet checked"
      className={`ml-0.5 align-super text-xs font-bold ${tone === 'dark' ? 'text-amber-200' : 'text-amber-800'} ${className}`}
    >
      <span aria-hidden="true">{UNCHECKED_SYMBOL}</span>
      <span className="sr-only"> {UNCHECKED_SR_TEXT}</span>
    </span>
  );
}
