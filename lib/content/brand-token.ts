/**
 * The owner's brand name in text written before the name is known: the settings, the legal pages
 * and the fixed pages' descriptions write `{{brand}}` where it goes, and it is filled in from the
 * settings (content/site.json's `brandName`, or SITE_BRAND_NAME), so a renamed site shows the old
 * name nowhere.
 */
export const BRAND_TOKEN = '{{brand}}';

/** `text` with the brand name in place of every `{{brand}}`. */
export function fillBrand(text: string, brandName: string): string {
  // A function, so a "$&" or "$'" in the name is not read as a replacement pattern.
  return text.replaceAll(BRAND_TOKEN, () => brandName);
}

/** Every distinct `{{…}}` in `text` other than `known`: a misspelt token would reach the page as braces. */
export function unknownTokens(text: string, known: readonly string[]): string[] {
  const found = [...text.matchAll(/\{\{[^{}]*\}\}/g)].map((match) => match[0]);
  return [...new Set(found.filter((token) => !known.includes(token)))];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Fills `{{brand}}` in every text of the raw settings (in place) except `brandName` itself, and
 * calls `onUnknown` with the dotted field and token of every other `{{…}}`, the name's included.
 */
export function fillBrandInSettings(
  settings: Record<string, unknown>,
  onUnknown: (field: string, token: string) => void,
): void {
  const brandName = typeof settings.brandName === 'string' ? settings.brandName : undefined;
  const visit = (value: unknown, field: string): unknown => {
    if (typeof value === 'string') {
      const known = field === 'brandName' ? [] : [BRAND_TOKEN];
      for (const token of unknownTokens(value, known)) onUnknown(field, token);
      return field === 'brandName' || brandName === undefined ? value : fillBrand(value, brandName);
    }
    if (Array.isArray(value)) return value.map((item, index) => visit(item, `${field}.${index}`));
    if (isRecord(value)) {
      for (const [key, item] of Object.entries(value)) value[key] = visit(item, field ? `${field}.${key}` : key);
    }
    return value;
  };
  visit(settings, '');
}
