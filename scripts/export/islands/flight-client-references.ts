/**
 * Which client components a page's RSC flight data refers to. Every client component rendered by
 * a server component appears there as an import row (`<row>:I[<module id>,[chunks],"<export>"]`).
 * In the export Next's runtime is gone, so a project client component is only alive when it is
 * an island's component (the islands entry hydrates it); any other one would render once and
 * never run. The build maps module ids to files with Next's client reference manifests.
 */

/** The payload text of a page's `self.__next_f.push([1, "…"])` scripts, in order. */
function flightPayload(scripts: string[]): string {
  let payload = '';
  for (const script of scripts) {
    const code = script.trim();
    const start = code.indexOf('.push(');
    if (start < 0 || !code.endsWith(')')) continue;
    const chunk: unknown = JSON.parse(code.slice(start + '.push('.length, -1));
    if (Array.isArray(chunk) && chunk[0] === 1 && typeof chunk[1] === 'string') payload += chunk[1];
  }
  return payload;
}

/** Client references in a flight payload: `{ id, name }` per import row. */
function clientReferences(payload: string): { id: string; name: string }[] {
  const references: { id: string; name: string }[] = [];
  for (const line of payload.split('\n')) {
    const row = /^[0-9a-f]+:I(\[.*\])$/.exec(line);
    if (!row || row[1] === undefined) continue;
    const value: unknown = JSON.parse(row[1]);
    if (!Array.isArray(value) || value.length < 3)
      throw new Error(`unexpected client reference row in the flight data: ${line.slice(0, 120)}`);
    references.push({ id: String(value[0]), name: String(value[2]) });
  }
  return references;
}

/** What a page may render as client components, and the files their module ids stand for. */
export interface PageClients {
  /** Client module id (as in the flight data) → project-relative file, `node_modules/…` for packages. */
  moduleFiles: ReadonlyMap<string, string>;
  /**
   * Project client files a page may render: the registry's island files and the render-only list
   * (client-components.ts).
   */
  allowedFiles: ReadonlySet<string>;
}

/**
 * Project client components a page renders that are not islands, from `flightScripts` (the page's
 * inline flight-data scripts): "file (Export)" for each offending reference; unknown module ids throw.
 */
export function clientComponentsOutsideIslands(
  flightScripts: string[],
  { moduleFiles, allowedFiles }: PageClients,
): string[] {
  const offending = new Set<string>();
  for (const { id, name } of clientReferences(flightPayload(flightScripts))) {
    const file = moduleFiles.get(id);
    if (file === undefined)
      throw new Error(
        `the flight data refers to client module ${id} (${name}), which no client reference manifest lists`,
      );
    if (file.startsWith('node_modules/')) continue;
    if (!allowedFiles.has(file)) offending.add(`${file} (${name || 'default'})`);
  }
  return [...offending];
}
