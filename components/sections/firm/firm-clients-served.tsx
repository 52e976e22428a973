import { ClientsServedTable } from '@/components/sections/advisers/clients-served-table';
import type { Firm } from '@/lib/content';
import { formatShortDate } from '@/lib/format';
import { FactProvenance } from './fact-provenance';

/** A listed firm's "Whom it serves" (Form ADV 5.D), once the import (or a person) has recorded it. */
export function FirmClientsServed({ firm }: { firm: Pick<Firm, 'clientTypes'> }) {
  const fact = firm.clientTypes;
  if (fact.origin === 'none') return null;
  return (
    <ClientsServedTable counts={fact.value} filed={formatShortDate(fact.source.date)}>
      <p className="mt-2 text-xs text-gray-600">
        <FactProvenance fact={fact} />
      </p>
    </ClientsServedTable>
  );
}
