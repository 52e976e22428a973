import type { MatchAnswers, QuestionId } from './options';
import { MATCH_QUESTIONS } from './questions';

/**
 * "Book with these answers": the quiz's answers and suggested firms as the scheduler's prefill
 * parameters (labels, not codes) plus the match's UTM values.
 */

/** The label of an answer, e.g. "$500,000 – $1 million". */
function answerLabel(id: QuestionId, answers: MatchAnswers): string | undefined {
  const question = MATCH_QUESTIONS.find((candidate) => candidate.id === id);
  return question?.options.find((option) => option.value === answers[id])?.label;
}

export const MATCH_UTM = { utm_source: 'website', utm_medium: 'match', utm_campaign: 'match' } as const;

/**
 * Where each answer goes in the scheduler's prefill (its custom questions a1–a10, the lead form's
 * mechanism: lib/site/scheduler.ts passes them on). a1 stays the phone number the lead form asks for;
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
