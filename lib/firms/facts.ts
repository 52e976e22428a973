import type { Firm } from '../content';
import type { Sourced } from '../content/schemas';
import { feeStructureLabel, formatAum, formatEmployees, formatMinimum, provenanceText } from '../format';
import { factText, isUnchecked } from './sourced';

/**
 * One short fact as a firm card lists it: the value (or "Not yet recorded"), whether it carries the
 * † "not yet checked" marker, and its provenance line.
 */
export interface CardFact {
  label: string;
  value: string;
  /** False only for a value a person recorded and nobody has checked yet (the † marker). */
  verified: boolean;
  provenance: string;
}

function cardFact<T>(label: string, fact: Sourced<T>, format: (value: T) => string): CardFact {
  return { label, value: factText(fact, format), verified: !isUnchecked(fact), provenance: provenanceText(fact) };
}

const CARD_FACTS = {
  fee: (firm) => cardFact('Fee structure', firm.compensation, feeStructureLabel),
  minimum: (firm) => cardFact('Minimum', firm.minimum, formatMinimum),
  team: (firm) => cardFact('Employees', firm.employees, formatEmployees),
  aum: (firm) => cardFact('Assets managed', firm.aum, formatAum),
} satisfies Record<string, (firm: Firm) => CardFact>;

/** The chosen short facts of a firm, in the order given, with the wording every card uses. */
export function cardFacts(firm: Firm, keys: readonly (keyof typeof CARD_FACTS)[]): CardFact[] {
  return keys.map((key) => CARD_FACTS[key](firm));
}
