import { UnverifiedMark } from './unverified-mark';

export interface Fact {
  label: string;
  value: string;
  /** Set for sourced firm facts: false shows the † "not yet checked" marker. */
  verified?: boolean;
  /** Where a sourced firm fact comes from ("From its Form ADV filed …"); empty while not recorded. */
  provenance?: string;
}

/** Label/value pairs in a small grid (a firm's fee structure, minimum, assets, …), each with its source. */
export function FactList({ facts, className = 'grid-cols-2 sm:grid-cols-3' }: { facts: Fact[]; className?: string }) {
  return (
    <dl className={`mt-4 grid gap-3 text-sm ${className}`}>
      {facts.map((fact) => (
        <div key={fact.label}>
          <dt className="text-gray-600">{fact.label}</dt>
          <dd className="flex flex-col items-start font-semibold">
            {fact.value}
            {fact.verified === undefined ? null : <UnverifiedMark verified={fact.verified} className="mt-1 w-fit" />}
          </dd>
          {fact.provenance ? (
            <dd data-provenance="true" className="mt-0.5 text-xs text-gray-600">
              {fact.provenance}
            </dd>
          ) : null}
        </div>
      ))}
    </dl>
  );
}
