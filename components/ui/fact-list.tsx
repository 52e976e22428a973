export interface Fact {
  label: string;
  value: string;
}

/** Label/value pairs in a small grid (a firm's fee structure, minimum, team, …). */
export function FactList({ facts, className = 'grid-cols-2 sm:grid-cols-3' }: { facts: Fact[]; className?: string }) {
  return (
    <dl className={`mt-4 grid gap-3 text-sm ${className}`}>
      {facts.map((fact) => (
        <div key={fact.label}>
          <dt className="text-gray-600">{fact.label}</dt>
          <dd className="font-semibold">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
