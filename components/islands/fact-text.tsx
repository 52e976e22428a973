import type { SummaryFact } from '@/lib/firm-summary';

/**
 * Same words as components/ui/unverified-mark.tsx (checked by a test). Repeated here because that
 * module also holds a next/link component, and islands are bundled without Next's runtime.
 */
export const UNVERIFIED_TAG_TEXT = 'Sample data, not yet verified';

function UnverifiedTag({ verified }: { verified: boolean }) {
  if (verified) return null;
  return (
    <span
      data-unverified="true"
      className="inline-flex items-center rounded border border-amber-300 bg-amber-50 px-1.5 py-0.5 text-xs font-semibold whitespace-nowrap text-amber-900"
    >
      {UNVERIFIED_TAG_TEXT}
    </span>
  );
}

/** A firm fact in a tool: the value, where it came from and when it was checked, and its mark. */
export function FactText({ fact }: { fact: SummaryFact }) {
  return (
    <>
      <span className="block font-medium text-ink">{fact.text}</span>
      <span data-provenance="true" className="mt-0.5 block text-xs text-gray-600">
        {fact.provenance}
      </span>
      <UnverifiedTag verified={fact.verified} />
    </>
  );
}
