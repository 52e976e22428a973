import type { MatchOutcome } from '@/lib/match';

export interface MatchContact {
  brand: string;
  phone: string;
  phoneHref: string;
}

/**
 * The outcome: the best fits with their reasons, the firms left out and why, and the booking link
 * that carries the answers. With no fit, the visitor is offered a call instead of an empty list.
 */
export function MatchResults({
  outcome,
  firmHrefs,
  bookingHref,
  compareHref,
  contact,
}: {
  outcome: MatchOutcome;
  firmHrefs: Record<string, string>;
  bookingHref: string;
  compareHref: string;
  contact: MatchContact;
}) {
  const { results, excluded } = outcome;
  const book = (
    <div className="space-y-2">
      <div className="flex flex-col gap-3 sm:flex-row">
        <a
          href={bookingHref}
          data-book-with-answers="true"
          className="inline-flex min-h-11 items-center justify-center rounded-lg bg-brand px-5 text-sm font-semibold text-white hover:bg-brand-dark"
        >
          Book with these answers
        </a>
        <a
          href={contact.phoneHref}
          className="inline-flex min-h-11 items-center justify-center rounded-lg border border-brand px-5 text-sm font-semibold text-brand hover:bg-brand-soft"
        >
          Call {contact.phone}
        </a>
      </div>
      <p className="text-sm text-gray-600">
        Booking takes your answers to our scheduler, so you do not type them again. You&apos;ll speak with{' '}
        {contact.brand}, not with the firms; we introduce you.
      </p>
    </div>
  );

  if (results.length === 0) {
    return (
      <div className="space-y-4" data-no-fit="true">
        <p className="text-gray-700">
          None of the firms we list fits these answers, usually because their minimums are above the assets you chose.
          That does not mean nobody can help: call us at{' '}
          <a href={contact.phoneHref} className="font-semibold text-brand underline underline-offset-2">
            {contact.phone}
          </a>{' '}
          or book a call, and we will talk through what would suit you.
        </p>
        {book}
        <Excluded excluded={excluded} />
      </div>
    );
  }

  return (
    <div className="space-y-6">
      <ol className="space-y-4" data-match-results="true">
        {results.map((result, index) => (
          <li key={result.slug} data-firm={result.slug} className="rounded-xl border border-gray-200 bg-white p-5">
            <h3 className="font-heading text-lg font-bold">
              <span className="text-brand">{index + 1}.</span>{' '}
              <a href={firmHrefs[result.slug] ?? '/'} className="underline underline-offset-2">
                {result.name}
              </a>
            </h3>
            <p className="text-xs text-gray-600">{result.score} match points</p>
            <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-gray-700">
              {result.reasons.map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>
            {result.cautions.length > 0 ? (
              <ul className="mt-2 space-y-1 text-sm text-amber-900" aria-label={`Ask ${result.name} about`}>
                {result.cautions.map((caution) => (
                  <li key={caution}>Ask: {caution}</li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ol>
      <p>
        <a href={compareHref} className="font-semibold text-brand underline underline-offset-2">
          Compare these firms side by side
        </a>
      </p>
      {book}
      <Excluded excluded={excluded} />
    </div>
  );
}

function Excluded({ excluded }: { excluded: MatchOutcome['excluded'] }) {
  if (excluded.length === 0) return null;
  return (
    <details className="rounded-lg border border-gray-200 bg-white p-4 text-sm">
      <summary className="cursor-pointer font-semibold">Firms left out ({excluded.length}) and why</summary>
      <ul className="mt-2 space-y-1 text-gray-700">
        {excluded.map((entry) => (
          <li key={entry.slug}>
            <strong>{entry.name}:</strong> {entry.reason}
          </li>
        ))}
      </ul>
    </details>
  );
}
