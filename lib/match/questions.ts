import { ASSET_OPTIONS, AREA_OPTIONS, EMPLOYER_OPTIONS, HELP_OPTIONS, PAY_OPTIONS, SPECIAL_OPTIONS } from './options';
import type { MatchAnswers, Option, QuestionId } from './options';

/**
 * The six questions in the order the quiz asks them, and the quiz's state in its URL
 * (`?step=3&help=retirement&assets=500k-1m…`), read and written.
 */

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
