/**
 * The answer options of the match's six questions (labels as shown, plus what each answer looks for
 * in a firm's listed specialties, services and offices) and the typed answers they make.
 */

export interface Option<V extends string> {
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

export const HELP_OPTIONS = [
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
export const ASSET_OPTIONS = [
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

export const EMPLOYER_OPTIONS = [
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

export const PAY_OPTIONS = [
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

export const SPECIAL_OPTIONS = [
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
export type PayAnswer = (typeof PAY_OPTIONS)[number]['value'];
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
