/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { MatchQuiz } from '@/components/islands/match-quiz';
import { getFirms } from '@/lib/content';
import { matchSummary } from '@/lib/firms/summary';
import { TEST_CONTACT } from '@/test-support/jest/fake-site';

const firms = getFirms().map(matchSummary);
const contact = TEST_CONTACT;

// Rendering the real content's firms on a shared two-core machine can take a few seconds.
jest.setTimeout(30_000);

beforeEach(() => window.history.replaceState(null, '', '/match/'));

describe('MatchQuiz island', () => {
  it('server HTML: all six questions as one booking form with the match UTM values', () => {
    const html = renderToString(<MatchQuiz firms={firms} contact={contact} idPrefix="m" />);
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const form = doc.querySelector('form');
    expect(form?.getAttribute('action')).toBe('/schedule-online/');
    expect(doc.querySelectorAll('fieldset legend')).toHaveLength(6);
    expect(doc.querySelector('input[name="utm_medium"]')?.getAttribute('value')).toBe('match');
    expect(doc.querySelector('input[name="a2"]')?.getAttribute('value')).toBe('Under $250,000');
  });

  it('one question at a time: Next is refused until an answer is chosen, then the step moves into the URL (the answer into the history entry)', async () => {
    const user = userEvent.setup({ delay: null });
    render(<MatchQuiz firms={firms} contact={contact} idPrefix="m" />);
    expect(screen.getByRole('group', { name: 'What do you want help with?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Please choose one answer to go on.')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Paying less tax' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    // The answer is the visitor's: kept with this history entry (Back, Forward, reload), never in the address.
    expect(window.location.search).toBe('?step=2');
    expect(window.history.state).toEqual({ personal: 'help=tax' });
    expect(screen.getByRole('heading', { name: 'Question 2 of 6' })).toHaveFocus();
    expect(screen.getByRole('group', { name: 'About how much do you have to invest?' })).toBeInTheDocument();
  });

  it('Back returns to the previous question with its answer kept', async () => {
    const user = userEvent.setup({ delay: null });
    window.history.replaceState(null, '', '/match/?step=2&help=estate');
    render(<MatchQuiz firms={firms} contact={contact} idPrefix="m" />);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('radio', { name: 'Estate and legacy planning' })).toBeChecked();
  });

  it('results: three firms with reasons, and the no-fit case offers a call instead of an empty list', () => {
    window.history.replaceState(
      null,
      '',
      '/match/?step=7&help=retirement&assets=1m-5m&employer=none&pay=not-sure&area=east&special=none',
    );
    const { unmount } = render(<MatchQuiz firms={firms} contact={contact} idPrefix="m" />);
    expect(screen.getByRole('heading', { name: 'Your 3 best fits' })).toBeInTheDocument();
    // Nothing is ranked yet, so no result names a rank.
    expect(screen.queryAllByText(/^Ranked #\d+( \(tied\))? by our published method/)).toHaveLength(0);
    expect(document.body.textContent).not.toMatch(/Ranked #\d/);
    const booking = new URL(
      screen.getByRole('link', { name: 'Book with these answers' }).getAttribute('href') ?? '',
      'https://site.test',
    );
    expect(booking.pathname).toBe('/schedule-online/');
    expect(booking.searchParams.get('a2')).toBe('$1 million – $5 million');
    expect(booking.searchParams.get('utm_medium')).toBe('match');
    unmount();

    // Only firms with an asset minimum above $250,000: nobody fits a visitor with less.
    const highMinimums = firms.map((firm) => ({ ...firm, minimum: { kind: 'assets' as const, amount: 1_000_000 } }));
    window.history.replaceState(
      null,
      '',
      '/match/?step=7&help=tax&assets=under-250k&employer=none&pay=flat&area=west&special=none',
    );
    render(<MatchQuiz firms={highMinimums} contact={contact} idPrefix="m" />);
    expect(screen.getByRole('heading', { name: 'No listed firm fits these answers' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /Call \(513\) 555-0100|\(513\) 555-0100/ }).length).toBeGreaterThan(0);
    expect(screen.getByText(new RegExp(`Firms left out \\(${firms.length}\\)`))).toBeInTheDocument();
  });

  it('on a ranked list, each result ends with its published rank', () => {
    const ranked = firms.map((firm, index) => ({
      ...firm,
      rank: index + 1,
      rankText: `#${index + 1}`,
      score: 9 - index / 10,
    }));
    window.history.replaceState(
      null,
      '',
      '/match/?step=7&help=retirement&assets=1m-5m&employer=none&pay=not-sure&area=east&special=none',
    );
    render(<MatchQuiz firms={ranked} contact={contact} idPrefix="m" />);
    expect(screen.getAllByText(/^Ranked #\d+( \(tied\))? by our published method/)).toHaveLength(3);
  });
});
