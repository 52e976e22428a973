/**
 * The two-minute match: six answers → the three listed firms that fit best, each with its reasons
 * in plain words. One pure function over the firms' own data and their published score, so the
 * result can be recomputed by anyone from what /match/ and /methodology/ publish. Every weight is
 * in MATCH_WEIGHTS (weights.ts) and printed on the page; nothing else moves a firm up or down, and
 * there is no input through which a firm could pay for a better place.
 *
 * It runs in the visitor's browser (the /match/ island) as well as in jest, so it imports only types
 * from outside this folder. The parts: the answer options (options.ts), the weights (weights.ts),
 * the scoring (scoring.ts), the questions and the quiz's URL (questions.ts) and the booking
 * hand-off (booking.ts).
 */
export { AREA_OPTIONS, type MatchAnswers, type QuestionId } from './options';
export { MATCH_WEIGHTS } from './weights';
export { matchFirms, type MatchableFirm, type MatchOutcome } from './scoring';
export { MATCH_QUESTIONS, RESULTS_STEP, matchSearch, parseMatchState, type MatchQuestion } from './questions';
export { MATCH_PREFILL_KEYS, MATCH_UTM, matchBookingParams } from './booking';
