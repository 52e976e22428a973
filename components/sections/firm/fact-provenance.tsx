import type { Sourced } from '@/lib/content/schemas';
import { checkText, formAdvText, sourceWithDate } from '@/lib/format';

/**
 * Where a fact comes from, linked: for a value a person recorded, its dated source and who checked
 * it ("Not yet checked" until someone did); for a Form ADV value, "From its Form ADV filed {date}"
 * linked to the firm's IAPD page (the regulator's record needs no "checked by"); for a value nobody
 * recorded, nothing (its place says "Not yet recorded") unless a source shows the firm does not
 * publish it. The line under every firm fact on a profile.
 *
 * `ownLine`: the source is a line of its own among other links (the "Verify this firm" panel), not
 * a few words after a fact: its link is then at least 24 px tall (WCAG 2.2, 2.5.8 Target Size): an
 * inline-block with 2 px above and below a 20 px line of text-sm.
 */
export function FactProvenance({ fact, ownLine = false }: { fact: Sourced<unknown>; ownLine?: boolean }) {
  // `source-link` (app/globals.css): one short class for the look of a dozen such links on a profile.
  const link = ownLine ? 'source-link inline-block py-0.5' : 'source-link';
  switch (fact.origin) {
    case 'form-adv':
      return (
        <span data-provenance="form-adv">
          <a href={fact.source.url} className={link}>
            {formAdvText(fact.source.date)}
          </a>
        </span>
      );
    case 'person':
      return (
        <span data-provenance="true">
          <a href={fact.source.url} className={link}>
            {sourceWithDate(fact.source)}
          </a>{' '}
          · <span data-check={fact.verified ? 'checked' : 'unchecked'}>{checkText(fact)}</span>
        </span>
      );
    case 'none':
      return fact.source ? (
        <span data-provenance="true">
          Looked for on{' '}
          <a href={fact.source.url} className={link}>
            {sourceWithDate(fact.source)}
          </a>
        </span>
      ) : null;
  }
}
