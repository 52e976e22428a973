import type { Sourced } from '@/lib/content/schemas';
import { checkText, formAdvText, sourceWithDate } from '@/lib/format';

/**
 * Where a fact comes from, linked: for a value a person recorded, its dated source and who checked
 * it ("Not yet checked" until someone did); for a Form ADV value, "From its Form ADV filed {date}"
 * linked to the firm's IAPD page (the regulator's record needs no "checked by"); for a value nobody
 * recorded, nothing (its place says "Not yet recorded") unless a source shows the firm does not
 * publish it. The line under every firm fact on a profile.
 */
export function FactProvenance({ fact }: { fact: Sourced<unknown> }) {
  switch (fact.origin) {
    case 'form-adv':
      return (
        <span data-provenance="form-adv">
          <a href={fact.source.url} className="underline underline-offset-2" rel="noopener">
            {formAdvText(fact.source.date)}
          </a>
        </span>
      );
    case 'person':
      return (
        <span data-provenance="true">
          <a href={fact.source.url} className="underline underline-offset-2" rel="noopener">
            {sourceWithDate(fact.source)}
          </a>{' '}
          · <span data-check={fact.verified ? 'checked' : 'unchecked'}>{checkText(fact)}</span>
        </span>
      );
    case 'none':
      return fact.source ? (
        <span data-provenance="true">
          Looked for on{' '}
          <a href={fact.source.url} className="underline underline-offset-2" rel="noopener">
            {sourceWithDate(fact.source)}
          </a>
        </span>
      ) : null;
  }
}
