import type { Firm } from './content';
import { feeStructureLabel, formatMinimum } from './format';

/** One short fact as a firm card lists it, with whether its value was verified against the source. */
export interface CardFact {
  label: string;
  value: string;
  verified: boolean;
}

const CARD_FACTS = {
  fee: (firm) => ({
    label: 'Fee structure',
    value: feeStructureLabel(firm.compensation.value),
    verified: firm.compensation.verified,
  }),
  minimum: (firm) => ({ label: 'Minimum', value: formatMinimum(firm.minimum.value), verified: firm.minimum.verified }),
  team: (firm) => ({ label: 'Team', value: firm.teamSize.value, verified: firm.teamSize.verified }),
  aum: (firm) => ({ label: 'Assets managed', value: firm.aum.value, verified: firm.aum.verified }),
} satisfies Record<string, (firm: Firm) => CardFact>;

/** The chosen short facts of a firm, in the order given, with the wording every card uses. */
export function cardFacts(firm: Firm, keys: readonly (keyof typeof CARD_FACTS)[]): CardFact[] {
  return keys.map((key) => CARD_FACTS[key](firm));
}
