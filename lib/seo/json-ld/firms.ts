import { regulatoryLinks } from '@/lib/firms/regulatory';
import type { FinancialService, ItemList, WithContext } from 'schema-dts';
import type { Firm } from '@/lib/content';
import { absoluteUrl, ogImagePath } from '../metadata';
import { firmPath } from '@/lib/site/paths';
import { recordedValue } from '@/lib/firms/sourced';
import { CONTEXT } from './site';

/** The firms: each listed firm as a FinancialService, and a ranked list of firms as an ItemList. */

/** "7755 Montgomery Road, Suite 100, Cincinnati, OH 45236" → a PostalAddress. */
function parseAddress(address: string) {
  const match = /^(.*),\s*([^,]+),\s*([A-Z]{2})\s+(\d{5})$/.exec(address.trim());
  if (!match) return { '@type': 'PostalAddress' as const, streetAddress: address, addressCountry: 'US' };
  const [, streetAddress, addressLocality, addressRegion, postalCode] = match;
  return {
    '@type': 'PostalAddress' as const,
    streetAddress,
    addressLocality,
    addressRegion,
    postalCode,
    addressCountry: 'US',
  };
}

/**
 * A firm in the directory. Deliberately no `aggregateRating`: the ratings shown come from a third
 * party (named on the page) rather than reviews collected on this site, and search engines' review
 * snippet rules forbid marking up ratings a page did not collect itself.
 */
/**
 * A listed firm as a FinancialService with its regulatory identity (legal name, CRD number, links to
 * its public records). Deliberately no telephone: the site's number reaches the directory, not the
 * firm, and pairing it with the firm's name and address would say otherwise.
 */
export function firmJsonLd(firm: Firm): WithContext<FinancialService> {
  const registration = recordedValue(firm.registration);
  const crd = registration?.crd ?? null;
  const sameAs = regulatoryLinks(registration);
  return {
    '@context': CONTEXT,
    '@type': 'FinancialService',
    '@id': `${absoluteUrl(firmPath(firm.slug))}#firm`,
    name: firm.name,
    description: firm.description,
    url: absoluteUrl(firmPath(firm.slug)),
    address: parseAddress(firm.address),
    geo: { '@type': 'GeoCoordinates', latitude: firm.location.lat, longitude: firm.location.lng },
    areaServed: firm.offices.map((office) => ({ '@type': 'Place' as const, name: office })),
    knowsAbout: firm.specialties,
    image: absoluteUrl(ogImagePath(firmPath(firm.slug))),
    ...(registration ? { legalName: registration.legalName } : {}),
    ...(crd === null ? {} : { identifier: { '@type': 'PropertyValue' as const, propertyID: 'CRD', value: crd } }),
    ...(sameAs.length > 0 ? { sameAs } : {}),
  };
}

/**
 * A list of firms as shown. Ranked: ascending, each at its place in the list (tied firms share a
 * rank but not a place). Not yet ranked: unordered, with no positions, so nothing reads as a rank.
 */
export function rankedFirmsJsonLd(firms: readonly Firm[], name: string): WithContext<ItemList> {
  const ranked = firms.some((firm) => firm.rank !== null);
  return {
    '@context': CONTEXT,
    '@type': 'ItemList',
    name,
    itemListOrder: ranked ? 'https://schema.org/ItemListOrderAscending' : 'https://schema.org/ItemListUnordered',
    numberOfItems: firms.length,
    itemListElement: firms.map((firm, index) => ({
      '@type': 'ListItem',
      ...(ranked ? { position: index + 1 } : {}),
      name: firm.name,
      url: absoluteUrl(firmPath(firm.slug)),
    })),
  };
}
