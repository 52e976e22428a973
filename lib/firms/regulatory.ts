import type { Registration } from '../content/schemas';

/**
 * Public-record links for a firm's regulatory identity. Built from the CRD number only, so a link
 * is never shown for a number that is not recorded.
 */
/** The SEC's adviser search (its front page is the search form), for firms whose CRD is not recorded. */
export const IAPD_SEARCH = 'https://adviserinfo.sec.gov/';
/** FINRA BrokerCheck's search, likewise. */
export const BROKERCHECK_SEARCH = 'https://brokercheck.finra.org/';

/** The firm's summary page on the SEC's Investment Adviser Public Disclosure site. */
export function iapdFirmUrl(crd: string): string {
  return `https://adviserinfo.sec.gov/firm/summary/${crd}`;
}

/** The firm's report on FINRA BrokerCheck (for firms that are also broker-dealers). */
export function brokerCheckFirmUrl(crd: string): string {
  return `https://brokercheck.finra.org/firm/summary/${crd}`;
}

/** Form CRS as the SEC publishes it for each adviser with a CRD number. */
export function formCrsUrl(crd: string): string {
  return `https://reports.adviserinfo.sec.gov/crs/crs_${crd}.pdf`;
}

/** Whether FINRA BrokerCheck holds a record of the firm (it is a broker-dealer too). */
export function hasBrokerCheck(registration: Registration | undefined): boolean {
  return registration !== undefined && registration.type !== 'RIA';
}

/** The links the "Verify this firm" panel and the JSON-LD `sameAs` share. */
export function regulatoryLinks(registration: Registration | undefined): string[] {
  if (registration === undefined || registration.crd === null) return [];
  return [
    iapdFirmUrl(registration.crd),
    ...(hasBrokerCheck(registration) ? [brokerCheckFirmUrl(registration.crd)] : []),
  ];
}

/** "SEC-registered" or "State-registered", with the kind of firm. */
export function registrationLabel(registration: Registration): string {
  const by = registration.regulator === 'SEC' ? 'SEC' : 'State';
  switch (registration.type) {
    case 'RIA':
      return `${by}-registered investment adviser (RIA)`;
    case 'dual registrant':
      return `${by}-registered investment adviser and FINRA-member broker-dealer (dual registrant)`;
    case 'broker-dealer':
      return 'FINRA-member broker-dealer';
  }
}
