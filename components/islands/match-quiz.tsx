'use client';

import { useEffect, useRef, useState } from 'react';
import { track } from '@/lib/analytics/track';
import { compareHref } from '@/lib/firms/compare';
import { pageQuery } from '@/lib/personal-query';
import {
  MATCH_QUESTIONS,
  RESULTS_STEP,
  matchBookingParams,
  matchFirms,
  matchSearch,
  parseMatchState,
  type MatchableFirm,
} from '@/lib/match';
import { BookingForm, searchWithChosen } from './match-booking-form';
import { MatchQuestionFields } from './match-question';
import { MatchResults, type MatchContact } from './match-results';
import { useStepSlide } from './motion';
import { setPageQuery, useIsHydrated, usePageQuery } from './use-browser-state';
import { useInputBeforeWake } from './wake-input';

export interface MatchQuizProps {
  firms: (MatchableFirm & { href: string })[];
  contact: MatchContact;
  idPrefix: string;
}

/**
 * /match/: six questions, one per step, then the three best fits. Each step is in the URL
 * (`?step=2&help=…`), pushed on Next and Back so the browser's own buttons move between steps.
 * Everything is computed here, in the browser: nothing is sent until the visitor books.
 * The server HTML (and the page without JavaScript) is all six questions as one booking form.
 */
export function MatchQuiz({ firms, contact, idPrefix }: MatchQuizProps) {
  const hydrated = useIsHydrated();
  const state = parseMatchState(usePageQuery() ?? '');
  const [error, setError] = useState<string | undefined>();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const panel = useRef<HTMLElement>(null);
  const shownStep = useRef<number | null>(null);
  // Each new step slides in from the side it comes from (not under reduced motion).
  useStepSlide(panel, hydrated ? state.step : null);

  // Answers chosen in the booking form before the quiz woke become the quiz's answers.
  useInputBeforeWake((controls) => {
    const { search, taken } = searchWithChosen(pageQuery(), controls);
    if (taken.length > 0) setPageQuery(search, 'replace');
    return taken;
  });

  // Focus follows the step (Next, Back or the browser's buttons), so keyboard and screen reader
  // users start at the new heading; the first step shown after load keeps focus where it is.
  useEffect(() => {
    if (!hydrated) return;
    if (shownStep.current !== null && shownStep.current !== state.step) headingRef.current?.focus();
    shownStep.current = state.step;
  }, [hydrated, state.step]);

  // Counted each time the visitor reaches the results (again after "Change my answers"): how many
  // firms it showed and the best fit's slug, never the answers.
  const atResults = hydrated && (MATCH_QUESTIONS[state.step - 1] === undefined || state.step === RESULTS_STEP);
  const resultsCounted = useRef(false);
  useEffect(() => {
    if (!atResults) {
      resultsCounted.current = false;
      return;
    }
    if (resultsCounted.current) return;
    resultsCounted.current = true;
    const { results } = matchFirms(state.answers, firms);
    track('Match finished', { results: String(results.length), firm: results[0]?.slug });
  }, [atResults, state.answers, firms]);

  if (!hydrated) return <BookingForm idPrefix={idPrefix} />;

  const go = (step: number) => {
    setError(undefined);
    setPageQuery(matchSearch(step, state.answers), 'push');
  };
  const answer = (value: string) => {
    const question = MATCH_QUESTIONS[state.step - 1];
    if (!question) return;
    setError(undefined);
    // Replacing (not pushing) keeps the answer with this step, so Back returns to it as chosen.
    setPageQuery(matchSearch(state.step, { ...state.answers, [question.id]: value }), 'replace');
  };

  const question = MATCH_QUESTIONS[state.step - 1];
  const total = MATCH_QUESTIONS.length;
  const headingId = `${idPrefix}-step-heading`;

  if (!question || state.step === RESULTS_STEP) {
    const outcome = matchFirms(state.answers, firms);
    const booking = matchBookingParams(state.answers, outcome.results);
    return (
      <section ref={panel} aria-labelledby={headingId} className="space-y-4" data-step="results">
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className="text-2xl font-bold">
          {outcome.results.length > 0
            ? `Your ${outcome.results.length === 1 ? 'best fit' : `${outcome.results.length} best fits`}`
            : 'No listed firm fits these answers'}
        </h2>
        <MatchResults
          outcome={outcome}
          firmHrefs={Object.fromEntries(firms.map((firm) => [firm.slug, firm.href]))}
          bookingHref={`/schedule-online/?${booking.toString()}`}
          compareHref={compareHref(outcome.results.map((result) => result.slug))}
          contact={contact}
        />
        <div className="flex flex-wrap gap-3 border-t border-gray-200 pt-4">
          <button
            type="button"
            onClick={() => go(1)}
            className="min-h-11 rounded-lg border border-brand px-4 text-sm font-semibold text-brand hover:bg-brand-soft"
          >
            Change my answers
          </button>
        </div>
      </section>
    );
  }

  const answered = state.answers[question.id];
  return (
    <section ref={panel} aria-labelledby={headingId} data-step={state.step}>
      <h2
        id={headingId}
        ref={headingRef}
        tabIndex={-1}
        className="text-sm font-semibold tracking-wide text-brand uppercase"
      >
        Question {state.step} of {total}
      </h2>
      <div className="mt-2 h-2 rounded-full bg-gray-200" aria-hidden="true">
        <div className="h-2 rounded-full bg-brand" style={{ width: `${((state.step - 1) / total) * 100}%` }} />
      </div>
      <form
        className="mt-5"
        onSubmit={(event) => {
          event.preventDefault();
          if (!answered) {
            setError('Please choose one answer to go on.');
            return;
          }
          go(state.step + 1);
        }}
      >
        <MatchQuestionFields
          question={question}
          idPrefix={idPrefix}
          fieldName={`${idPrefix}-${question.id}`}
          valueOf={(option) => option.value}
          selected={answered}
          onSelect={answer}
          error={error}
        />
        <div className="mt-5 flex flex-wrap gap-3">
          {state.step > 1 ? (
            <button
              type="button"
              onClick={() => go(state.step - 1)}
              className="min-h-11 rounded-lg border border-brand px-5 text-sm font-semibold text-brand hover:bg-brand-soft"
            >
              Back
            </button>
          ) : null}
          <button
            type="submit"
            className="min-h-11 rounded-lg bg-brand px-5 text-sm font-semibold text-white hover:bg-brand-dark"
          >
            {state.step === total ? 'See my matches' : 'Next'}
          </button>
        </div>
      </form>
    </section>
  );
}
