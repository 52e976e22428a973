/**
 * Real fee texts: Item 5 "Fees and Compensation" passages and fee schedules that US investment advisers publish on
 * their own web pages, quoted as test data (leads, not checks: each is the page as it read on the date seen, trimmed
 * to its fee part, and may have changed since). They measure the parser on words nobody here wrote
 * (__tests__/lib/brochures/real-fee-texts.test.ts). `reader` is the reading a careful person makes of the text,
 * decided by reading it, never copied from the parser: the tiers and how they apply where the words say so, or the
 * quote alone where the words give no schedule or an ambiguous one. Every address is an adviser's own page or a
 * brochure's public copy; none is a package registry's.
 */

import type { RealFeeText } from './real-fee-text-shape';
import { REAL_FEE_HELD_OUT } from './real-fee-texts-held-out';
import { REAL_FEE_PROSE } from './real-fee-texts-prose';
import { REAL_FEE_QUOTES } from './real-fee-texts-quotes';
import { REAL_FEE_TABLES } from './real-fee-texts-tables';

export const REAL_FEE_TEXTS: RealFeeText[] = [
  ...REAL_FEE_TABLES,
  ...REAL_FEE_PROSE,
  ...REAL_FEE_QUOTES,
  ...REAL_FEE_HELD_OUT,
];
