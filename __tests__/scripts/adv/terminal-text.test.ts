import { terminalText } from '@/scripts/adv/summary/summary-text';

/**
 * The import's error messages quote values from the feeds (`got "…"`): in the terminal they keep their own lines
 * but lose what a feed could use to rewrite the screen (escape sequences, carriage returns, control characters).
 */
test('an error quoting a feed value keeps its lines and loses escapes, carriage returns and control characters', () => {
  const message =
    'IA_FIRM_SEC_Feed_12_01_2026.xml.gz → firm 900001 → <Info BusNm>: got "Acme\r\u001b[2K\u001b]0;pwned\u0007\u202eX\u0000"\n' +
    'usage: npm run adv:import -- FEED...';
  expect(terminalText(message)).toBe(
    'IA_FIRM_SEC_Feed_12_01_2026.xml.gz → firm 900001 → <Info BusNm>: got "Acme X"\nusage: npm run adv:import -- FEED...',
  );
});
