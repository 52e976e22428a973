import type { MatchQuestion } from '@/lib/match';

/**
 * One question as a native radio group (fieldset + legend), so arrow keys, Tab and screen readers
 * work as on any form. `fieldName` and `valueOf` let the same markup serve the quiz (option codes)
 * and the no-JavaScript booking form (the scheduler's a2–a7 with readable labels).
 */
export function MatchQuestionFields({
  question,
  idPrefix,
  fieldName,
  valueOf,
  selected,
  onSelect,
  error,
}: {
  question: MatchQuestion;
  idPrefix: string;
  fieldName: string;
  valueOf: (option: { value: string; label: string }) => string;
  selected?: string | undefined;
  onSelect?: (value: string) => void;
  error?: string | undefined;
}) {
  const hintId = `${idPrefix}-${question.id}-hint`;
  const errorId = `${idPrefix}-${question.id}-error`;
  return (
    <fieldset aria-describedby={error ? `${hintId} ${errorId}` : hintId} data-question={question.id}>
      <legend className="font-heading text-lg font-bold text-ink">{question.legend}</legend>
      <p id={hintId} className="mt-1 text-sm text-gray-600">
        {question.hint}
      </p>
      {error ? (
        <p id={errorId} className="mt-2 text-sm font-semibold text-red-700">
          {error}
        </p>
      ) : null}
      <div className="mt-3 grid gap-2">
        {question.options.map((option) => {
          const value = valueOf(option);
          return (
            <label
              key={option.value}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-gray-200 bg-white px-3 py-2 text-sm has-[:checked]:border-brand has-[:checked]:bg-brand-soft"
            >
              <input
                type="radio"
                name={fieldName}
                value={value}
                {...(onSelect ? { checked: selected === option.value, onChange: () => onSelect(option.value) } : {})}
                className="h-5 w-5 shrink-0 accent-brand"
              />
              <span>{option.label}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
