import { MATCH_PREFILL_KEYS, MATCH_QUESTIONS, MATCH_UTM, matchSearch, parseMatchState } from '@/lib/match';
import { MatchQuestionFields } from './match-question';
import type { ChangedControl } from './wake-input';

/**
 * The quiz's address with the answers chosen in the no-JS booking form before the quiz woke
 * (its radio buttons carry the scheduler's field names and the answers' labels), and the
 * controls it read them from.
 */
export function searchWithChosen(
  search: string,
  controls: ChangedControl[],
): { search: string; taken: ChangedControl[] } {
  const params = new URLSearchParams(search);
  const taken: ChangedControl[] = [];
  for (const control of controls) {
    if (!control.checked) continue;
    const question = MATCH_QUESTIONS.find((candidate) => MATCH_PREFILL_KEYS[candidate.id] === control.name);
    const option = question?.options.find((candidate) => candidate.label === control.value);
    if (!question || !option) continue;
    params.set(question.id, option.value);
    taken.push(control);
  }
  const { step, answers } = parseMatchState(params);
  return { search: matchSearch(step, answers), taken };
}

/** Without JavaScript: the same questions as one form that books a call with the answers. */
export function BookingForm({ idPrefix }: { idPrefix: string }) {
  return (
    <form method="get" action="/schedule-online/" className="space-y-6" data-match-fallback="true">
      <p className="text-gray-700">
        Answer what you like, then book: your answers go to our scheduler with your booking, and we suggest the firms
        that fit on the call. (With JavaScript on, this page shows the three best fits here, one question at a time.)
      </p>
      {Object.entries(MATCH_UTM).map(([key, value]) => (
        <input key={key} type="hidden" name={key} value={value} />
      ))}
      {MATCH_QUESTIONS.map((question) => (
        <MatchQuestionFields
          key={question.id}
          question={question}
          idPrefix={`${idPrefix}-form`}
          fieldName={MATCH_PREFILL_KEYS[question.id]}
          valueOf={(option) => option.label}
        />
      ))}
      <button
        type="submit"
        className="min-h-11 rounded-lg bg-brand px-5 text-sm font-semibold text-white hover:bg-brand-dark"
      >
        Book a call with these answers
      </button>
    </form>
  );
}
