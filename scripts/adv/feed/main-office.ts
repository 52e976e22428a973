import { optionalText, text, type CollectedFirm, type FirmProblems } from './feed-fields';
import type { AdvMainOffice } from './feed-record';

/** U+FFFD: the bytes were not in the file's encoding (a Latin-1 file declared UTF-8). */
const BROKEN = '\uFFFD';

function officeText(problems: FirmProblems, firm: CollectedFirm, attribute: string): string | null {
  const value = text(problems, firm, 'MainAddr', attribute);
  if (value === null || !value.includes(BROKEN)) return value;
  return problems.unknownValue(
    'MainAddr',
    attribute,
    value,
    "holds bytes that are not in the file's declared encoding",
  );
}

/** Item 1.F; null when not published (no street, city or state) or when it cannot be read (then an unknown value). */
export function readMainOffice(problems: FirmProblems, firm: CollectedFirm): AdvMainOffice | null {
  const country = officeText(problems, firm, 'Cntry');
  // The feed spells the country out ("United States"); only a foreign main office may lack a state.
  const domestic = country === null || /^(united states|usa?)$/i.test(country);
  const street1 = officeText(problems, firm, 'Strt1');
  const city = officeText(problems, firm, 'City');
  const stateText = officeText(problems, firm, 'State');
  const written = ['Strt1', 'City', 'State'].filter((name) => optionalText(firm, 'MainAddr', name) !== null);
  if (written.length === 0) return null;
  const state = stateText?.toUpperCase() ?? null;
  if (state !== null && domestic && !/^[A-Z]{2}$/.test(state)) {
    return problems.unknownValue('MainAddr', 'State', stateText ?? '', 'expected a two-letter state code');
  }
  if (street1 === null || city === null || (domestic && state === null)) {
    const missing = ['Strt1', 'City', ...(domestic ? ['State'] : [])].filter((name) => !written.includes(name));
    const filed = written.map((name) => `${name}="${optionalText(firm, 'MainAddr', name) ?? ''}"`).join(' ');
    if (missing.length === 0) return null;
    return problems.unknownValue('MainAddr', missing.join(', '), filed, `an address without ${missing.join(', ')}`);
  }
  return {
    street1,
    street2: officeText(problems, firm, 'Strt2'),
    city,
    state,
    postalCode: officeText(problems, firm, 'PostlCd'),
    country,
  };
}
