import type { PlainFieldId } from '@/lib/adv/field-lists';
import type { ClientCount } from '@/lib/content/client-counts-schema';

/**
 * The facts the site takes from a firm's Form ADV, each with the item it comes from, so that every
 * number on a profile can say "From its Form ADV filed {date}, Item …".
 */
export type CompensationMethod =
  'percentage-of-assets' | 'hourly' | 'subscription' | 'fixed' | 'commissions' | 'performance-based' | 'other';

export interface AdvFact<T> {
  value: T;
  /** The Form ADV item as a document name, e.g. "Form ADV Part 1A, Item 5.F(2)(c)". */
  item: string;
}

export interface AdvFirmFacts {
  crd: string;
  /** YYYY-MM-DD, `Filing@Dt`. */
  filingDate: string;
  /** Null (like every fact below) when a value it is made of could not be read: the file's fact is then left as it is. */
  registration: AdvFact<{
    type: 'RIA' | 'dual registrant';
    regulator: 'SEC' | 'state';
    crd: string;
    legalName: string;
    businessName: string;
    secFileNumber: string | null;
    /** The feed's word in sentence case, e.g. "Approved". */
    status: string;
  }> | null;
  /** USD, 5.F(2)(c) and (a); null when the firm reports none. */
  aum: AdvFact<{ total: number; discretionary: number | null }> | null;
  /** 5.A and 5.B(1). */
  employees: AdvFact<{ total: number; advisory: number | null }> | null;
  /** 5.E, 6.A, 7.A. */
  compensation: AdvFact<{
    /** Null when the filing lacks an item the fee-only rule reads (scripts/adv/import/map-facts.ts, feeModel). */
    model: 'fee-only' | 'fee-based' | null;
    basis: 'AUM-based' | 'Hybrid' | 'Flat-fee';
    methods: CompensationMethod[];
    affiliations: ('broker-dealer' | 'insurance')[];
  }> | null;
  /** Null when the filing publishes no main office (or it cannot be read). */
  mainOffice: AdvFact<{ street: string; city: string; state: string; zip: string | null }> | null;
  /** Item 1.I websites: the firm's own as https://{hostname}/, then social profiles. */
  websites: AdvFact<string[]> | null;
  /** 5.D per type served (clients, assets); null when the filing has no Item 5.D or is on the form before 2017. */
  clientTypes: AdvFact<ClientCount[]> | null;
  /** Item 11: e.g. ["11.C(1)", "11.D(4)"]; null when the record carries no Item 11. */
  disclosures: AdvFact<{ itemsAnsweredYes: string[] }> | null;
  /** The plain fields of lib/adv/fields.ts (5.F(2)(f) accounts, …) the filing carries; absent when it lacks one. */
  plain: Partial<Record<PlainFieldId, AdvFact<number | boolean>>>;
}
