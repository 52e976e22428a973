/**
 * Names as people write them. The SEC's Form ADV feeds give every name in capitals ("QUEEN CITY
 * CAPITAL PARTNERS, LLC"); the roster's pages show "Queen City Capital Partners, LLC", cased at render
 * time from the stored value (content/adv-roster.json keeps the spelling as filed, and the adviser page
 * shows it too). The rules, word by word (a word's parts between hyphens, slashes and "&" each alone):
 *
 * - a name with any lower-case letter was written by a person ("LPL Financial", "deVere"): kept as filed;
 * - designations, titles and abbreviations stay upper case (LLC, LP, PC, CFP, CPA, USA, RIA, ETF, II–X, …);
 *   dotted initials too ("N.A.", "U.S.", "J.P.");
 * - a word of one letter stays upper case (an initial, "L & S", "Fund A"); so does a word of two letters that is no
 *   common English word ("EP", "AJ"), and one of 2–4 letters without a vowel (A, E, I, O, U or Y):
 *   "HCM", "MLK", "BKD". A short word with a vowel cannot be told from an acronym without a dictionary, so
 *   "ABC" is written "Abc" like "Ace" and "Oak": the filed spelling stays beside it on the adviser page;
 * - "Mc" + a name ("McDonald"), "Mac" + a name for the Scottish names listed below only (else "Macro",
 *   "Mack", "Machine" would break), O' and D' + a name ("O'Brien"), "'s" lower case ("Peter's");
 * - ordinals in lower case ("112th"), other words with digits as filed ("401K", "2B");
 * - small words (of, and, the, for, …) lower case except as the first word; every other word capitalised.
 */

/** Stay upper case wherever they stand: legal forms, credentials, countries, the roster's own terms. */
const UPPER = new Set(
  (
    'LLC LLLP LLP LP PC PLLC PA PLC LC NA FSB USA US UK CFP CPA CFA CLU CIMA CPWA RICP AAMS AIF CRPC CAIA CIC PFS ' +
    'RIA ETF IRA ESOP ERISA II III IV VI VII VIII IX XI XII ' +
    // Well-known firms' initials that hold a vowel (the rule below would write them as words).
    'UBS AIG AXA TIAA'
  ).split(' '),
);

/** Written otherwise than capitalised or upper case (abbreviations a consonant rule would shout). */
const FIXED: Readonly<Record<string, string>> = {
  CHFC: 'ChFC',
  LTD: 'Ltd',
  CO: 'Co',
  MGMT: 'Mgmt',
  SVC: 'Svc',
  SVCS: 'Svcs',
  GRP: 'Grp',
  CTR: 'Ctr',
  ST: 'St',
  MT: 'Mt',
  FT: 'Ft',
  DR: 'Dr',
  MR: 'Mr',
  MRS: 'Mrs',
  MS: 'Ms',
  JR: 'Jr',
  SR: 'Sr',
  BROS: 'Bros',
};

/** English words of two letters (kept as words, not as an acronym); the lower-case ones below too. */
const TWO_LETTER_WORDS = new Set('AM AS BE DO GO HE IS IT ME MY NO OH OK OX SO UP WE LA LE DE DU DI DA EL'.split(' '));

/** Lower case except as the first word. */
const SMALL_WORDS = new Set('AN AND AS AT BY FOR IN OF ON OR THE TO'.split(' '));

/** Scottish names written Mac + capital; other words that begin "MAC" are capitalised plainly. */
const MAC_NAMES = new Set(
  (
    'MACALLISTER MACARTHUR MACAULAY MACBETH MACDONALD MACDOUGALL MACFARLANE MACGREGOR MACINTYRE MACKAY MACKENZIE ' +
    'MACKINNON MACLAREN MACLEAN MACLEOD MACMILLAN MACNEIL MACPHERSON MACQUEEN MACRAE'
  ).split(' '),
);

const capitalised = (word: string) => word.charAt(0) + word.slice(1).toLowerCase();
const hasVowel = (word: string) => /[AEIOUY]/.test(word);

/** One part of a word: letters (with apostrophes) or letters and digits, in capitals. */
function casePart(part: string, first: boolean): string {
  if (!/[A-Z]/.test(part)) return part;
  if (/\d/.test(part)) return /^\d+(ST|ND|RD|TH)$/.test(part) ? part.toLowerCase() : part;
  const apostrophe = /^([A-Z]+)(['’])([A-Z]+)$/.exec(part);
  if (apostrophe) {
    const [, head = '', mark = '', tail = ''] = apostrophe;
    // O'BRIEN, D'ANGELO: a name after a one-letter prefix; PETER'S, DON'T: an ending.
    if (head.length === 1 && tail.length > 1) return `${head}${mark}${casePart(tail, false)}`;
    return `${casePart(head, first)}${mark}${tail.toLowerCase()}`;
  }
  if (UPPER.has(part)) return part;
  const fixed = FIXED[part];
  if (fixed) return fixed;
  if (SMALL_WORDS.has(part)) return first ? capitalised(part) : part.toLowerCase();
  if (part.length === 1) return part;
  if (part.length === 2 && !TWO_LETTER_WORDS.has(part)) return part;
  if (part.length <= 4 && !hasVowel(part)) return part;
  if (/^MC[A-Z]{2,}$/.test(part)) return `Mc${capitalised(part.slice(2))}`;
  if (MAC_NAMES.has(part)) return `Mac${capitalised(part.slice(3))}`;
  return capitalised(part);
}

/** One word between spaces, its punctuation kept: "(USA)", "INC.", "N.A.", "TRI-STATE", "L&S". */
export function caseWord(word: string, first: boolean): string {
  const [, lead = '', core = '', trail = ''] = /^([^A-Z0-9]*)(.*?)([^A-Z0-9]*)$/.exec(word) ?? [];
  if (/^[A-Z](\.[A-Z])+$/.test(core)) return word;
  // AT&T, S&P, L&S: letters joined by "&" are initials.
  if (/^[A-Z]{1,3}(&[A-Z]{1,3})+$/.test(core)) return word;
  const parts = core.split(/([-/&])/);
  const cased = parts.map((part, index) => (index % 2 === 1 ? part : casePart(part, first && index === 0)));
  return `${lead}${cased.join('')}${trail}`;
}

/** True when a person wrote the text in mixed case: it is shown as filed. */
export const isMixedCase = (text: string): boolean => /[a-z]/.test(text);

/** A firm's name (or a city) as people write it; see the rules above. */
export function displayName(filed: string): string {
  if (isMixedCase(filed)) return filed;
  let seenWord = false;
  return filed
    .split(/(\s+)/)
    .map((token) => {
      if (/^\s*$/.test(token)) return token;
      const cased = caseWord(token, !seenWord);
      seenWord = true;
      return cased;
    })
    .join('');
}
