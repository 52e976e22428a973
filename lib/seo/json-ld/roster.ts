import type { ItemList, Organization, WithContext } from 'schema-dts';
import type { RosterFirm } from '@/lib/content/roster-schema';
import { adviserPath } from '@/lib/site/paths';
import { iapdFirmUrl } from '@/lib/firms/regulatory';
import { absoluteUrl } from '../metadata';
import { CONTEXT } from './site';
import { displayStreet } from '@/lib/roster/display-address';
import { displayName } from '@/lib/roster/display-case';

/**
 * The region's roster: each firm an Organization with its CRD as identifier and its IAPD page in
 * sameAs; the list an unordered ItemList (A–Z by name is no rank, so no positions). No telephone:
 * the site's number reaches the directory, not the firm.
 */
export function rosterFirmJsonLd(firm: RosterFirm): WithContext<Organization> {
  const url = absoluteUrl(adviserPath(firm.crd, firm.businessName));
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    '@id': `${url}#firm`,
    name: displayName(firm.businessName),
    legalName: firm.legalName,
    url,
    identifier: { '@type': 'PropertyValue', propertyID: 'CRD', value: firm.crd },
    sameAs: [iapdFirmUrl(firm.crd)],
    address: {
      '@type': 'PostalAddress',
      streetAddress: displayStreet(firm.mainOffice.street),
      addressLocality: displayName(firm.mainOffice.city),
      addressRegion: firm.mainOffice.state,
      postalCode: firm.mainOffice.zip,
      addressCountry: 'US',
    },
  };
}

export function rosterListJsonLd(firms: readonly RosterFirm[], name: string): WithContext<ItemList> {
  return {
    '@context': CONTEXT,
    '@type': 'ItemList',
    name,
    itemListOrder: 'https://schema.org/ItemListUnordered',
    numberOfItems: firms.length,
    itemListElement: firms.map((firm) => ({
      '@type': 'ListItem',
      name: displayName(firm.businessName),
      url: absoluteUrl(adviserPath(firm.crd, firm.businessName)),
    })),
  };
}
