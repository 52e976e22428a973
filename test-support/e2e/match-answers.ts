import type { Page } from '@playwright/test';
import { expect } from '@/test-support/e2e/fixtures';

/** One answer to each of the match quiz's six questions, as a visitor in Northern Kentucky would give them. */
export const MATCH_ANSWERS = [
  'Planning for retirement',
  '$500,000 – $1 million',
  'P&G',
  'A percentage of the assets managed',
  'Northern Kentucky',
  'Nothing special',
] as const;

/** Chooses an answer and moves on, as a visitor would: each question after the first takes the focus. */
export async function answerQuestion(page: Page, step: number, label: string) {
  if (step > 1) await expect(page.getByRole('heading', { name: `Question ${step} of 6` })).toBeFocused();
  await page.getByRole('radio', { name: label, exact: true }).check();
  await page.getByRole('button', { name: step === MATCH_ANSWERS.length ? 'See my matches' : 'Next' }).click();
}
