import type { ReactNode } from 'react';
import type { ClientCount } from '@/lib/content/client-counts-schema';
import { AVERAGE_NOTE, servedRows } from '@/lib/roster/clients-served';

/**
 * "Whom it serves": Form ADV 5.D as a compact table (a roster adviser's page and a listed firm's
 * profile), a row per type of client the firm serves, with the average per client for individuals,
 * labelled so that no one reads it as a minimum. Nothing when the filing lists no type served.
 */
export function ClientsServedTable({
  counts,
  filed,
  children,
}: {
  counts: readonly ClientCount[];
  /** The filing's date as the site prints it. */
  filed: string;
  /** Under the table: where it comes from. */
  children?: ReactNode;
}) {
  const rows = servedRows(counts);
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby="clients-served-heading" data-clients-served="">
      <h2 id="clients-served-heading" className="text-2xl font-bold text-ink">
        Whom it serves (Form ADV 5.D, filed {filed})
      </h2>
      {/* Its cells' look is `.clients-table` in app/globals.css, once rather than on each cell. */}
      <table className="clients-table mt-3 w-full text-sm">
        <thead className="text-gray-600">
          <tr>
            <th scope="col">Client type</th>
            <th scope="col">Clients</th>
            <th scope="col">Assets</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-200 border-t border-gray-200 text-gray-800">
          {rows.map((row) => (
            <tr key={row.type}>
              <th scope="row">{row.label}</th>
              <td>{row.clients}</td>
              <td>
                {row.assets ?? 'Not filed'}
                {row.average ? (
                  <span className="block text-xs text-gray-600">
                    {row.average} per client: {AVERAGE_NOTE}
                  </span>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {children}
    </section>
  );
}
