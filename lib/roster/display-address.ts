import { caseWord, isMixedCase } from './display-case';

/**
 * A street address as people write it: "4901 HUNT RD STE 200" → "4901 Hunt Road, Suite 200", at render
 * time from the stored (filed) value. Words are cased as names are (display-case.ts); on top of that:
 *
 * - street types are written out (RD → Road, AVE → Avenue, BLVD → Boulevard, PKWY → Parkway, …);
 * - ST and DR are "Street" and "Drive" at the end of the street (before a comma, a direction or a suite),
 *   else the "St." and "Dr." of a name ("100 ST CLAIR AVE" → "100 St. Clair Avenue");
 * - suite, floor and room are written out (STE → Suite, FL → Floor), and a comma goes before a suite that
 *   follows the street without one; what follows them ("200", "2B", "E") stays as filed;
 * - directions stay abbreviated, as on street signs and envelopes: N, S, E, W with a period ("W. 112th
 *   Street"), NE, NW, SE, SW in capitals; short on a phone's line, and never ambiguous;
 * - an address with any lower-case letter was written by a person and is shown as filed.
 */

const STREET_TYPES: Readonly<Record<string, string>> = {
  AVE: 'Avenue',
  AV: 'Avenue',
  BLVD: 'Boulevard',
  CIR: 'Circle',
  CT: 'Court',
  CTR: 'Center',
  CV: 'Cove',
  EXPY: 'Expressway',
  FWY: 'Freeway',
  HWY: 'Highway',
  HTS: 'Heights',
  LN: 'Lane',
  PIKE: 'Pike',
  PKWY: 'Parkway',
  PL: 'Place',
  PLZ: 'Plaza',
  PT: 'Point',
  RD: 'Road',
  SQ: 'Square',
  TER: 'Terrace',
  TPKE: 'Turnpike',
  TRL: 'Trail',
  XING: 'Crossing',
};

/** Read as a street's end only there (else a name's St. and Dr.). */
const END_ONLY: Readonly<Record<string, { end: string; name: string }>> = {
  ST: { end: 'Street', name: 'St.' },
  DR: { end: 'Drive', name: 'Dr.' },
};

/** What a unit is; the word after it is its number or letter, kept as filed. */
const UNITS: Readonly<Record<string, string>> = {
  STE: 'Suite',
  SUITE: 'Suite',
  FL: 'Floor',
  FLR: 'Floor',
  FLOOR: 'Floor',
  RM: 'Room',
  ROOM: 'Room',
  BLDG: 'Building',
  UNIT: 'Unit',
  APT: 'Apt.',
};

const SIGNS: Readonly<Record<string, string>> = {
  N: 'N.',
  S: 'S.',
  E: 'E.',
  W: 'W.',
  NE: 'NE',
  NW: 'NW',
  SE: 'SE',
  SW: 'SW',
  PO: 'PO',
  SR: 'SR',
};

const bare = (word: string) => word.replace(/[.,]+$/, '');
const isDirection = (word: string | undefined) => word !== undefined && /^(N|S|E|W|NE|NW|SE|SW)$/.test(bare(word));
const isUnit = (word: string | undefined) => word !== undefined && (bare(word) in UNITS || word.startsWith('#'));

/** One comma-separated part of a street: its words cased and expanded. */
function casePart(part: string): string {
  const words = part.split(/\s+/).filter(Boolean);
  const out: string[] = [];
  words.forEach((word, index) => {
    const key = bare(word);
    const comma = word.endsWith(',') ? ',' : '';
    const next = words[index + 1];
    const previous = words[index - 1];
    if (previous !== undefined && isUnit(previous) && !word.startsWith('#')) {
      out.push(word);
      return;
    }
    const unit = UNITS[key];
    if (unit) {
      // A suite (with its number) after the street with no comma between them gets one: "Hunt Road, Suite 200".
      const last = out.length - 1;
      if (next !== undefined && last >= 0 && !(out[last] ?? '').endsWith(',')) out[last] = `${out[last] ?? ''},`;
      out.push(`${unit}${comma}`);
      return;
    }
    const atEnd = next === undefined || isDirection(next) || isUnit(next) || word.endsWith(',');
    const endOnly = END_ONLY[key];
    const expanded = endOnly ? (atEnd && index > 0 ? endOnly.end : endOnly.name) : STREET_TYPES[key];
    // A street type is written out only after the street's name, not as a name's first word ("CT" alone stays).
    if (expanded && (index > 0 || endOnly)) out.push(`${expanded}${comma}`);
    else if (key in SIGNS) out.push(`${SIGNS[key] ?? key}${comma}`);
    else out.push(caseWord(word, index === 0));
  });
  return out.join(' ');
}

/** A street line (the stored "street1, street2") as people write it; see the rules above. */
export function displayStreet(filed: string): string {
  if (isMixedCase(filed)) return filed;
  return filed
    .split(/\s*,\s*/)
    .filter(Boolean)
    .map(casePart)
    .join(', ')
    .replace(/,,/g, ',');
}
