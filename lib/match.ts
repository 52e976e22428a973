import type { Compensation, Minimum } from './content/schemas';

/**
 * The two-minute match: six answers → the three listed firms that fit best, each with its reasons
 * in plain words. One pure function over the firms' own data and their published score, so the
 * result can be recomputed by anyone from what /match/ and /methodology/ publish. Every weight is
 * in MATCH_WEIGHTS below and printed on the page; nothing else moves a firm up or down, and there
 * is no input through which a firm could pay for a better place.
 *
 * It runs in the visitor's browser (the /match/ island) as well as in jest, so it imports types only.
 */

/** What the match needs of a firm: plain, serialisable facts (see lib/firm-summary.ts). */
export interface MatchableFirm {
  slug: string;
  name: string;
  /** Published rank (1 = best; tied firms share it), from lib/ranking.ts. Breaks ties. */
  rank: number;
  /** "#1", or "#1 (tied)" when the position is shared. */
  rankText: string;
  /** Published weighted score out of 10, from lib/ranking.ts. */
  score: number;
  specialties: readonly string[];
  services: readonly string[];
  offices: readonly string[];
  compensation: Compensation;
  minimum: Minimum;
}

interface Option<V extends string> {
  value: V;
  label: string;
}

/** An option whose fit is read from a firm's listed specialties and services. */
interface KeywordOption<V extends string> extends Option<V> {
  /** Lower-case fragments looked for in the firm's specialties and services. */
  keywords: readonly string[];
  /** How the reason names the visitor's need, e.g. "retirement planning". */
  need: string;
}

const HELP_OPTIONS = [
  { value: 'retirement', label: 'Planning for retirement', need: 'retirement planning', keywords: ['retire'] },
  {
    value: 'investments',
    label: 'Managing my investments',
    need: 'investment management',
    keywords: ['investment', 'portfolio', 'fixed income', 'fixed-income'],
  },
  { value: 'tax', label: 'Paying less tax', need: 'tax planning', keywords: ['tax'] },
  {
    value: 'estate',
    label: 'Estate and legacy planning',
    need: 'estate planning',
    keywords: ['estate', 'trust', 'legacy', 'multi-generational'],
  },
  {
    value: 'plan',
    label: 'A full financial plan',
    need: 'a full financial plan',
    keywords: ['financial planning', 'wealth planning', 'comprehensive'],
  },
  { value: 'second-opinion', label: 'A second opinion on my current advisor', need: 'a second opinion', keywords: [] },
] as const satisfies readonly KeywordOption<string>[];

/** The lead form's asset ranges (same labels), with the bounds the minimum check uses. */
const ASSET_OPTIONS = [
  { value: 'under-250k', label: 'Under $250,000', min: 0, max: 249_999 },
  { value: '250k-500k', label: '$250,000 – $500,000', min: 250_000, max: 500_000 },
  { value: '500k-1m', label: '$500,000 – $1 million', min: 500_000, max: 1_000_000 },
  { value: '1m-5m', label: '$1 million – $5 million', min: 1_000_000, max: 5_000_000 },
  { value: 'over-5m', label: 'Over $5 million', min: 5_000_000, max: Number.POSITIVE_INFINITY },
] as const satisfies readonly (Option<string> & { min: number; max: number })[];

const CORPORATE_BENEFITS = [
  'employer benefit',
  'corporate benefits',
  'executive benefits',
  'equity compensation',
  'corporate executives',
];
const PENSION_INCOME = ['employer benefit', 'retirement income', 'pension'];

const EMPLOYER_OPTIONS = [
  { value: 'pg', label: 'P&G', need: 'P&G benefits (pension, savings plan, stock)', keywords: CORPORATE_BENEFITS },
  { value: 'kroger', label: 'Kroger', need: 'Kroger retirement benefits', keywords: CORPORATE_BENEFITS },
  { value: 'fifth-third', label: 'Fifth Third', need: 'Fifth Third retirement benefits', keywords: CORPORATE_BENEFITS },
  { value: 'strs', label: 'STRS Ohio (teachers)', need: 'an STRS Ohio pension', keywords: PENSION_INCOME },
  {
    value: 'uc',
    label: 'University of Cincinnati',
    need: 'a University of Cincinnati pension or ARP',
    keywords: PENSION_INCOME,
  },
  {
    value: 'childrens',
    label: "Cincinnati Children's",
    need: "Cincinnati Children's retirement plans",
    keywords: PENSION_INCOME,
  },
  {
    value: 'other',
    label: 'Another employer or pension',
    need: 'employer retirement benefits',
    keywords: ['employer benefit', 'corporate benefits', 'pension'],
  },
  { value: 'none', label: 'None of these', need: '', keywords: [] },
] as const satisfies readonly KeywordOption<string>[];

const PAY_OPTIONS = [
  { value: 'percent', label: 'A percentage of the assets managed' },
  { value: 'flat', label: 'A flat yearly fee' },
  { value: 'hourly', label: 'By the hour, for advice only' },
  { value: 'not-sure', label: 'Not sure yet' },
] as const satisfies readonly Option<string>[];

/** Areas, each with the fragments of the firms' office names that lie in it. */
export const AREA_OPTIONS = [
  { value: 'downtown', label: 'Downtown Cincinnati or the urban core', offices: ['downtown'] },
  { value: 'east', label: 'East side (Kenwood, Blue Ash, Montgomery, Indian Hill)', offices: ['kenwood', 'blue ash'] },
  { value: 'north', label: 'North (West Chester, Mason, Liberty Township)', offices: ['west chester', 'mason'] },
  { value: 'west', label: 'West side (Green Township, Delhi, Cheviot)', offices: ['west side'] },
  { value: 'nky', label: 'Northern Kentucky', offices: ['northern kentucky'] },
  { value: 'elsewhere', label: 'Somewhere else', offices: [] },
] as const satisfies readonly (Option<string> & { offices: readonly string[] })[];

const SPECIAL_OPTIONS = [
  { value: 'business-owner', label: 'I own a business', need: 'business owners', keywords: ['business owner'] },
  {
    value: 'executive',
    label: 'I am a corporate executive with stock pay',
    need: 'executives and stock compensation',
    keywords: ['executive', 'equity compensation'],
  },
  { value: 'divorce', label: 'Divorce or separation', need: 'divorce planning', keywords: ['divorce'] },
  {
    value: 'sudden-wealth',
    label: 'An inheritance or other sudden wealth',
    need: 'sudden wealth',
    keywords: ['sudden wealth', 'inheritance'],
  },
  {
    value: 'estate',
    label: 'Passing wealth to children or charity',
    need: 'passing wealth on',
    keywords: ['estate', 'trust', 'multi-generational', 'charitable', 'philanthrop', 'legacy', 'foundation'],
  },
  { value: 'none', label: 'Nothing special', need: '', keywords: [] },
] as const satisfies readonly KeywordOption<string>[];

type HelpAnswer = (typeof HELP_OPTIONS)[number]['value'];
type AssetsAnswer = (typeof ASSET_OPTIONS)[number]['value'];
type EmployerAnswer = (typeof EMPLOYER_OPTIONS)[number]['value'];
type PayAnswer = (typeof PAY_OPTIONS)[number]['value'];
type AreaAnswer = (typeof AREA_OPTIONS)[number]['value'];
type SpecialAnswer = (typeof SPECIAL_OPTIONS)[number]['value'];

/** The visitor's answers; a question not answered yet has no effect on the match. */
export interface MatchAnswers {
  help?: HelpAnswer;
  assets?: AssetsAnswer;
  employer?: EmployerAnswer;
  pay?: PayAnswer;
  area?: AreaAnswer;
  special?: SpecialAnswer;
}
export type QuestionId = keyof MatchAnswers;

/**
 * Every weight of the match, in points. The total is the firm's published score (0–10) times
 * `publishedScore`, plus the points for each answer it fits, minus `mayNotMeetMinimum` when the
 * visitor's range starts below the firm's asset minimum. Printed on /match/ ("How the match works").
 */
export const MATCH_WEIGHTS = {
  /** Per point of the published score out of 10 (so up to 30). */
  publishedScore: 3,
  /** The help wanted is one of the firm's listed specialties. */
  helpSpecialty: 20,
  /** The help wanted is only among the firm's listed services. */
  helpService: 10,
  /** The firm lists a specialty relevant to the visitor's employer or pension. */
  employer: 15,
  /** The firm charges the way the visitor prefers to pay. */
  payExact: 15,
  /** The firm's fee basis is a hybrid that includes the visitor's preferred way. */
  payPartial: 7,
  /** The firm has an office in the visitor's area. */
  area: 10,
  /** The visitor's situation is one of the firm's listed specialties. */
  specialSpecialty: 15,
  /** The visitor's situation is only among the firm's listed services. */
  specialService: 8,
  /** Subtracted when the visitor's range starts below the firm's asset minimum but reaches it. */
  mayNotMeetMinimum: 15,
} as const;

/** How each way of paying fits each fee basis: 'exact', 'partial' or nothing. */
const PAY_FIT: Record<Exclude<PayAnswer, 'not-sure'>, Partial<Record<Compensation['basis'], 'exact' | 'partial'>>> = {
  percent: { 'AUM-based': 'exact', Hybrid: 'partial' },
  flat: { 'Flat-fee': 'exact', Hybrid: 'partial' },
  // No listed firm bills by the hour alone; flat-fee and hybrid firms are the nearest.
  hourly: { 'Flat-fee': 'partial', Hybrid: 'partial' },
};

const BASIS_WORDS: Record<Compensation['basis'], string> = {
  'AUM-based': 'a percentage of the assets it manages',
  Hybrid: 'a mix of fees (percentage of assets and planning fees)',
  'Flat-fee': 'a flat yearly fee',
};

interface MatchResult {
  slug: string;
  name: string;
  rank: number;
  /** Match points, rounded to one decimal. */
  score: number;
  /** Why it fits, in plain words, strongest first. */
  reasons: string[];
  /** What to ask or watch for (a minimum the visitor may not meet, for example). */
  cautions: string[];
}

export interface MatchOutcome {
  /** The best three (fewer when fewer firms fit), best first. */
  results: MatchResult[];
  /** Firms left out, with the reason. */
  excluded: { slug: string; name: string; reason: string }[];
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** The first of the firm's specialties (then services) containing one of the keywords. */
function findListed(
  firm: MatchableFirm,
  keywords: readonly string[],
): { in: 'specialty' | 'service'; item: string } | null {
  if (keywords.length === 0) return null;
  const hit = (item: string) => keywords.some((keyword) => item.toLowerCase().includes(keyword));
  const specialty = firm.specialties.find(hit);
  if (specialty) return { in: 'specialty', item: specialty };
  const service = firm.services.find(hit);
  return service ? { in: 'service', item: service } : null;
}

interface Scored extends MatchResult {
  excludedBecause?: string;
}

function scoreFirm(firm: MatchableFirm, answers: MatchAnswers): Scored {
  const w = MATCH_WEIGHTS;
  const reasons: string[] = [];
  const cautions: string[] = [];
  let points = firm.score * w.publishedScore;
  let excludedBecause: string | undefined;

  const help = HELP_OPTIONS.find((option) => option.value === answers.help);
  if (help) {
    const listed = findListed(firm, help.keywords);
    if (listed?.in === 'specialty') {
      points += w.helpSpecialty;
      reasons.push(`You want ${help.need}: “${listed.item}” is one of its specialties.`);
    } else if (listed) {
      points += w.helpService;
      reasons.push(`You want ${help.need}: it offers “${listed.item}”.`);
    }
  }

  const assets = ASSET_OPTIONS.find((option) => option.value === answers.assets);
  if (assets) {
    const { minimum } = firm;
    if (minimum.kind === 'assets' && minimum.amount > assets.max) {
      excludedBecause = `Its asset minimum of ${usd.format(minimum.amount)} is above your range (${assets.label}).`;
    } else if (minimum.kind === 'assets' && minimum.amount > assets.min) {
      points -= w.mayNotMeetMinimum;
      cautions.push(
        `Its asset minimum is ${usd.format(minimum.amount)}; your range (${assets.label}) may fall short of it.`,
      );
    } else if (minimum.kind === 'assets') {
      reasons.push(`Your assets meet its ${usd.format(minimum.amount)} minimum.`);
    } else if (minimum.kind === 'annual-fee') {
      cautions.push(
        minimum.amount === null
          ? 'It sets a minimum annual fee whose amount we have not recorded: ask what it is.'
          : `It charges at least ${usd.format(minimum.amount)} a year.`,
      );
    } else {
      reasons.push('It has no minimum.');
    }
  }

  const employer = EMPLOYER_OPTIONS.find((option) => option.value === answers.employer);
  if (employer) {
    const listed = findListed(firm, employer.keywords);
    if (listed?.in === 'specialty') {
      points += w.employer;
      reasons.push(`For ${employer.need}: it lists “${listed.item}” among its specialties.`);
    }
  }

  const pay = PAY_OPTIONS.find((option) => option.value === answers.pay);
  if (pay && pay.value !== 'not-sure') {
    const fit = PAY_FIT[pay.value][firm.compensation.basis];
    const charges = `It charges ${BASIS_WORDS[firm.compensation.basis]}`;
    if (fit === 'exact') {
      points += w.payExact;
      reasons.push(`${charges}, the way you prefer to pay.`);
    } else if (fit === 'partial') {
      points += w.payPartial;
      reasons.push(`${charges}, close to the way you prefer to pay.`);
    }
  }

  const area = AREA_OPTIONS.find((option) => option.value === answers.area);
  if (area) {
    const office = firm.offices.find((name) => area.offices.some((fragment) => name.toLowerCase().includes(fragment)));
    if (office) {
      points += w.area;
      reasons.push(`It has an office near you: ${office}.`);
    }
  }

  const special = SPECIAL_OPTIONS.find((option) => option.value === answers.special);
  if (special) {
    const listed = findListed(firm, special.keywords);
    if (listed?.in === 'specialty') {
      points += w.specialSpecialty;
      reasons.push(`For ${special.need}: “${listed.item}” is one of its specialties.`);
    } else if (listed) {
      points += w.specialService;
      reasons.push(`For ${special.need}: it offers “${listed.item}”.`);
    }
  }

  reasons.push(`Ranked ${firm.rankText} by our published method (score ${firm.score.toFixed(2)} of 10).`);
  return {
    slug: firm.slug,
    name: firm.name,
    rank: firm.rank,
    score: Math.round(points * 10) / 10,
    reasons,
    cautions,
    excludedBecause,
  };
}

/**
 * Scores every firm against the answers and returns the best three. Firms whose asset minimum is
 * above the visitor's whole range are excluded, with the reason. Equal points keep the published
 * rank order. An empty `results` is the "no firm fits" case, which the page answers with a call.
 */
export function matchFirms(answers: MatchAnswers, firms: readonly MatchableFirm[], count = 3): MatchOutcome {
  const scored = firms.map((firm) => scoreFirm(firm, answers));
  const excluded = scored.flatMap((firm) =>
    firm.excludedBecause ? [{ slug: firm.slug, name: firm.name, reason: firm.excludedBecause }] : [],
  );
  const results = scored
    .filter((firm) => firm.excludedBecause === undefined)
    .sort((a, b) => b.score - a.score || a.rank - b.rank)
    .slice(0, count)
    .map(({ slug, name, rank, score, reasons, cautions }) => ({ slug, name, rank, score, reasons, cautions }));
  return { results, excluded };
}

/* ------------------------------------------------------------------ questions, URL and booking */

export interface MatchQuestion {
  id: QuestionId;
  legend: string;
  hint: string;
  options: readonly Option<string>[];
}

/** The six questions in the order they are asked (step 1–6; step 7 shows the results). */
export const MATCH_QUESTIONS: readonly MatchQuestion[] = [
  {
    id: 'help',
    legend: 'What do you want help with?',
    hint: 'Pick the one that matters most right now.',
    options: HELP_OPTIONS,
  },
  {
    id: 'assets',
    legend: 'About how much do you have to invest?',
    hint: 'Savings and investments, not counting your home.',
    options: ASSET_OPTIONS,
  },
  {
    id: 'employer',
    legend: 'Do you have a pension or retirement plan from one of these employers?',
    hint: 'Current or past employer.',
    options: EMPLOYER_OPTIONS,
  },
  {
    id: 'pay',
    legend: 'How would you prefer to pay for advice?',
    hint: 'Every firm we list is paid by its clients; this is about how.',
    options: PAY_OPTIONS,
  },
  {
    id: 'area',
    legend: 'Where do you live?',
    hint: 'Most firms also meet by video, but some visitors want an office nearby.',
    options: AREA_OPTIONS,
  },
  {
    id: 'special',
    legend: 'Is anything special going on?',
    hint: 'Pick the closest, or “Nothing special”.',
    options: SPECIAL_OPTIONS,
  },
];

export const RESULTS_STEP = MATCH_QUESTIONS.length + 1;

function isAnswer(question: MatchQuestion, value: string | null): value is string {
  return value !== null && question.options.some((option) => option.value === value);
}

/**
 * The quiz's state from its URL (`?step=3&help=retirement&assets=500k-1m…`). Unknown values are
 * dropped; the step is clamped so it never skips an unanswered question.
 */
export function parseMatchState(search: string | URLSearchParams): { step: number; answers: MatchAnswers } {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const answers: Record<string, string> = {};
  for (const question of MATCH_QUESTIONS) {
    const value = params.get(question.id);
    if (isAnswer(question, value)) answers[question.id] = value;
  }
  const firstUnanswered = MATCH_QUESTIONS.findIndex((question) => answers[question.id] === undefined);
  const furthest = firstUnanswered === -1 ? RESULTS_STEP : firstUnanswered + 1;
  const requested = Number.parseInt(params.get('step') ?? '1', 10);
  const step = Number.isNaN(requested) ? 1 : Math.min(Math.max(requested, 1), furthest);
  return { step, answers: toAnswers(answers) };
}

/** Narrows checked string values to the typed answers (each was checked against its options). */
function toAnswers(values: Record<string, string>): MatchAnswers {
  const pick = <V extends string>(options: readonly Option<V>[], value: string | undefined): V | undefined =>
    options.find((option) => option.value === value)?.value;
  const answers: MatchAnswers = {};
  const help = pick(HELP_OPTIONS, values.help);
  const assets = pick(ASSET_OPTIONS, values.assets);
  const employer = pick(EMPLOYER_OPTIONS, values.employer);
  const pay = pick(PAY_OPTIONS, values.pay);
  const area = pick(AREA_OPTIONS, values.area);
  const special = pick(SPECIAL_OPTIONS, values.special);
  if (help) answers.help = help;
  if (assets) answers.assets = assets;
  if (employer) answers.employer = employer;
  if (pay) answers.pay = pay;
  if (area) answers.area = area;
  if (special) answers.special = special;
  return answers;
}

/** The query string for a step and the answers so far, in question order. */
export function matchSearch(step: number, answers: MatchAnswers): string {
  const params = new URLSearchParams({ step: String(step) });
  for (const question of MATCH_QUESTIONS) {
    const value = answers[question.id];
    if (value) params.set(question.id, value);
  }
  return `?${params.toString()}`;
}

/** The label of an answer, e.g. "$500,000 – $1 million". */
function answerLabel(id: QuestionId, answers: MatchAnswers): string | undefined {
  const question = MATCH_QUESTIONS.find((candidate) => candidate.id === id);
  return question?.options.find((option) => option.value === answers[id])?.label;
}

export const MATCH_UTM = { utm_source: 'website', utm_medium: 'match', utm_campaign: 'match' } as const;

/**
 * Where each answer goes in the scheduler's prefill (its custom questions a1–a10, the lead form's
 * mechanism: lib/scheduler.ts passes them on). a1 stays the phone number the lead form asks for;
 * a2 and a3 are the lead form's assets and topic questions; a4–a7 the quiz's other answers.
 */
export const MATCH_PREFILL_KEYS = {
  assets: 'a2',
  help: 'a3',
  employer: 'a4',
  pay: 'a5',
  area: 'a6',
  special: 'a7',
} as const satisfies Record<QuestionId, string>;
/** The firms the quiz suggested, so whoever answers the call sees them. */
const MATCH_SUGGESTED_KEY = 'a8';

/** The scheduler parameters "Book with these answers" hands to /schedule-online/: labels, not codes. */
export function matchBookingParams(answers: MatchAnswers, suggested: readonly { name: string }[]): URLSearchParams {
  const params = new URLSearchParams();
  for (const question of MATCH_QUESTIONS) {
    const label = answerLabel(question.id, answers);
    if (label) params.set(MATCH_PREFILL_KEYS[question.id], label);
  }
  if (suggested.length > 0) params.set(MATCH_SUGGESTED_KEY, suggested.map((firm) => firm.name).join(', '));
  for (const [key, value] of Object.entries(MATCH_UTM)) params.set(key, value);
  return params;
}
