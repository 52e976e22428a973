/**
 * One firm's facts made complete and verified for the production fixture
 * (test-support/verified-content.ts): each sourced fact checked today by the fixture checker
 * against a firm-specific source, a fixture value where nobody recorded one. Test data only.
 */

const FIXTURE_CHECKER = 'Fixture Checker';

export type JsonRecord = Record<string, unknown>;

export const isRecord = (value: unknown): value is JsonRecord =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A firm-specific https source: the fact's own page when it has one, else the firm's IAPD summary. */
function verifiedSource(source: unknown, crd: string, today: string): JsonRecord {
  const url = isRecord(source) && typeof source.url === 'string' ? new URL(source.url) : undefined;
  const specific = url && url.protocol === 'https:' && url.pathname.replace(/\/+$/, '') !== '';
  return {
    ...(isRecord(source) ? source : {}),
    url: specific ? url.toString() : `https://adviserinfo.sec.gov/firm/summary/${crd}`,
    date: isRecord(source) && typeof source.date === 'string' ? source.date : today,
  };
}

/** "312 Walnut Street, Cincinnati, OH 45202" → the main office as Form ADV files it. */
function officeOf(address: unknown): { street: string; city: string; state: string; zip: string } {
  const match = /^(.*),\s*([^,]+),\s*([A-Z]{2})\s+(\d{5})$/.exec(String(address ?? '').trim());
  if (!match) return { street: '1 Fixture Plaza', city: 'Cincinnati', state: 'OH', zip: '45202' };
  const [, street = '', city = '', state = '', zip = ''] = match;
  return { street, city, state, zip };
}

/**
 * Fixture values for the facts content/ has not recorded (test data, never a firm's real figures),
 * varied by the firm's position so the ranking built from them has an order and is in use: every
 * criterion of the method then has confirmed data for every firm.
 */
function fixtureValues(data: JsonRecord, index: number): JsonRecord {
  return {
    rating: { stars: 4 + (index % 10) / 10, reviews: 60 + 10 * index },
    employees: { total: 20 + index, advisory: 8 + index },
    aum: { total: (1 + index) * 1_000_000_000, discretionary: null },
    minimum: index % 2 === 0 ? { kind: 'none' } : { kind: 'assets', amount: 250_000 * index },
    compensation: {
      model: index % 3 === 0 ? 'fee-based' : 'fee-only',
      basis: 'AUM-based',
      methods: ['percentage-of-assets'],
      affiliations: [],
    },
    ownership: { owner: { kind: 'independent' }, ownProducts: [] },
    registration: { type: 'RIA', regulator: 'SEC', crd: String(900001 + index), legalName: `${String(data.name)} LLC` },
    disclosures: [],
    localPresence: 4 + (index % 7),
    mainOffice: officeOf(data.address),
    websites: [typeof data.website === 'string' ? data.website : `https://www.fixture-firm-${index + 1}.test/`],
  };
}

/**
 * Every sourced fact (`sourced()` in lib/content/sourced-schema.ts: an object with an `origin`) made
 * complete for a production build: a person's value is verified today by the fixture checker
 * against a firm-specific, dated https source; a Form ADV value gets a data file dated today (the
 * gate refuses one over 90 days old); a fact nobody recorded gets a verified fixture value. The
 * facts are found by their `origin`, so a new one needs no second list of field names here.
 */
export function verifyFirm(data: JsonRecord, index: number, today: string): void {
  const values = fixtureValues(data, index);
  const fixtureCrd = String(900001 + index);
  const recorded =
    isRecord(data.registration) && data.registration.origin !== 'none' && isRecord(data.registration.value)
      ? data.registration.value
      : undefined;
  if (recorded && recorded.crd === null) recorded.crd = fixtureCrd;
  const crd = String(recorded?.crd ?? fixtureCrd);
  for (const field of Object.keys(values)) {
    // Fields the file leaves out (mainOffice, websites) read as not yet recorded.
    if (!isRecord(data[field])) data[field] = { origin: 'none', value: null, reason: 'not-yet-recorded' };
  }
  for (const [field, fact] of Object.entries(data)) {
    if (!isRecord(fact) || typeof fact.origin !== 'string') continue;
    if (fact.origin === 'form-adv') {
      fact.dataFile = { ...(isRecord(fact.dataFile) ? fact.dataFile : {}), date: today };
      continue;
    }
    if (fact.origin === 'none') {
      if (!(field in values)) throw new Error(`verified-content: no fixture value for the fact "${field}"`);
      data[field] = {
        origin: 'person',
        value: values[field],
        source: { url: `https://adviserinfo.sec.gov/firm/summary/${crd}`, document: 'Fixture source', date: today },
        verified: true,
        checked: today,
        checkedBy: FIXTURE_CHECKER,
      };
      continue;
    }
    fact.source = verifiedSource(fact.source, crd, today);
    fact.verified = true;
    fact.checked = today;
    fact.checkedBy = FIXTURE_CHECKER;
  }
}
