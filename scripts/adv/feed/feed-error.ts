import { basename } from 'node:path';

/**
 * The one error an IAPD feed import throws. Its message reads as a path from the file to what is
 * wrong, e.g. `IA_FIRM_SEC_Feed_11_01_2026.xml.gz → firm 140195 → <Filing Dt>: is missing`, so a
 * failed monthly refresh names the file, the firm and the element or attribute without a debugger.
 */
export class AdvFeedError extends Error {
  readonly file: string;
  readonly crd: string | null;

  constructor(file: string, crd: string | null, problem: string) {
    const firm = crd === null ? [] : [`firm ${crd}`];
    super([basename(file), ...firm, problem].join(' → '));
    this.name = 'AdvFeedError';
    this.file = basename(file);
    this.crd = crd;
  }
}
