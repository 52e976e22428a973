/**
 * Owner settings for component tests that do not read content/site.json: the shipped placeholder
 * booking page and a reserved-range phone number, under a brand name no real page uses.
 */
export const SCHEDULER_URL = 'https://calendly.com/example-fiduciary-guide/consultation';

/** What the tool islands (match quiz, comparison) are given to offer a call. */
export const TEST_CONTACT = {
  brand: 'Test Guide',
  phone: '(513) 555-0100',
  phoneHref: 'tel:+15135550100',
  iapdSearch: 'https://adviserinfo.sec.gov/',
};
