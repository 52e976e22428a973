import type { CompensationMethod } from './adv-facts';
import type { AdvCompensation, AdvFirmRecord } from '../feed/feed-record';

/** Item 5.E's methods and the fee-only rule, from one record: pure (scripts/adv/import/map-facts.ts writes them as facts). */

/** Item 5.E's boxes in the form's order, as the site names them. */
const METHODS: readonly [keyof AdvCompensation, CompensationMethod][] = [
  ['percentageOfAssets', 'percentage-of-assets'],
  ['hourly', 'hourly'],
  ['subscription', 'subscription'],
  ['fixed', 'fixed'],
  ['commissions', 'commissions'],
  ['performanceBased', 'performance-based'],
  ['other', 'other'],
];

/** Item 5.E's boxes ticked Yes, in the form's order. */
export function compensationMethods(compensation: AdvCompensation): CompensationMethod[] {
  return METHODS.filter(([flag]) => compensation[flag] === true).map(([, method]) => method);
}

/**
 * Basis from the fee methods of 5.E: percentage of assets alone is "AUM-based"; with hourly, fixed
 * or subscription fees too it is "Hybrid"; those flat fees without a percentage are "Flat-fee".
 * A firm paid only by commissions, performance fees or "other" fits neither pure basis, so it is
 * "Hybrid" (a mix the reader must look into), never a flat or asset-based claim it did not make.
 */
export function compensationBasis(methods: readonly CompensationMethod[]): 'AUM-based' | 'Hybrid' | 'Flat-fee' {
  const assets = methods.includes('percentage-of-assets');
  const flat = methods.some((method) => method === 'hourly' || method === 'fixed' || method === 'subscription');
  if (assets && !flat) return 'AUM-based';
  if (!assets && flat) return 'Flat-fee';
  return 'Hybrid';
}

/** The answers the fee-only rule reads: 5.E(5) and the 6.A/7.A items above. */
const RULE_ITEMS = ['5.E(5)', '6.A(1)', '6.A(2)', '6.A(6)', '7.A(1)', '7.A(12)'];

/**
 * Fee-only: 5.E(5) (commissions) is No and so is every 6.A/7.A item above. Fee-based: any of them is
 * Yes, which the filing itself then says. When one is not in the record and none is Yes, the filing
 * does not say which: the methods are kept and the model is unknown (null), never read from an absence.
 */
export function feeModel(
  record: Pick<AdvFirmRecord, 'compensation' | 'item6A' | 'item7A'>,
): 'fee-only' | 'fee-based' | null {
  return feeRule(record).model;
}

const listed = (items: readonly string[]) =>
  items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1) ?? ''}`;

/** The fee model with the rule that decided it, in words a visitor can check against the filing. */
export function feeRule(record: Pick<AdvFirmRecord, 'compensation' | 'item6A' | 'item7A'>): {
  model: 'fee-only' | 'fee-based' | null;
  rule: string;
} {
  const answers: Record<string, boolean | null | undefined> = {
    ...record.item6A,
    ...record.item7A,
    '5.E(5)': record.compensation?.commissions,
  };
  const yes = RULE_ITEMS.filter((item) => answers[item] === true);
  if (yes.length > 0) return { model: 'fee-based', rule: `Form ADV answers Yes to ${listed(yes)}` };
  const missing = RULE_ITEMS.filter((item) => answers[item] !== false);
  if (missing.length === 0) return { model: 'fee-only', rule: `Form ADV answers No to ${listed(RULE_ITEMS)}` };
  return { model: null, rule: `Form ADV does not answer ${listed(missing)}, so fee-only is not derived` };
}
