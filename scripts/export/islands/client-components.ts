/**
 * The client-component guard. In the export React runs only inside islands, so a `'use client'`
 * component anywhere else works under `next dev` and is dead on the site. Two checks, both run by
 * the build's "check files" step (and testable on a fixture project, __tests__/scripts/client-components.test.ts):
 *  - source: every `'use client'` file is reached from components/islands/registry.ts (found by
 *    bundling the registry with esbuild) or is in RENDER_ONLY_CLIENT_FILES; no server file renders
 *    an island component as a JSX tag (it must go through <Island component={…}>);
 *  - output: each page's flight data names only island files or render-only files as client
 *    components (flight-client-references.ts), so an indirect use is caught too.
 * The registry's entries are read by island-registry.ts and Next's client reference manifests by
 * client-manifests.ts; both are re-exported here.
 */
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import ts from 'typescript';
import { REGISTRY_FILE, exists, parseSource, posix, registryIslandFiles } from './island-registry';

export { type RegistryEntry, registryEntries, registryIslandFiles } from './island-registry';
export { clientModuleFiles } from './client-manifests';

/**
 * Client components that do their whole job while the export renders each route (they read the
 * path) or only under `next dev`; in the browser they are plain HTML and need no React.
 */
export const RENDER_ONLY_CLIENT_FILES: ReadonlySet<string> = new Set([
  // aria-current on the header link of the current route.
  'components/layout/nav-link.tsx',
  // Hides the scheduling badge on /schedule-online/.
  'components/layout/not-on-path.tsx',
  // Runs enhance() under next dev only; the islands entry does it in the export.
  'components/enhance/enhance-on-load.tsx',
]);

const SOURCE_DIRS = ['app', 'components', 'lib'];

function sourceFiles(root: string, dir: string): string[] {
  let names: string[];
  try {
    names = readdirSync(path.join(root, dir));
  } catch {
    return [];
  }
  return names.flatMap((name) => {
    const rel = `${dir}/${name}`;
    if (statSync(path.join(root, rel)).isDirectory()) return sourceFiles(root, rel);
    return /\.(ts|tsx)$/.test(name) && !name.endsWith('.d.ts') ? [rel] : [];
  });
}

function isClientFile(source: ts.SourceFile): boolean {
  const first = source.statements[0];
  return (
    first !== undefined &&
    ts.isExpressionStatement(first) &&
    ts.isStringLiteral(first.expression) &&
    first.expression.text === 'use client'
  );
}

/** Project files the registry reaches (its islands and everything they import), by esbuild. */
async function reachableFromRegistry(root: string): Promise<Set<string>> {
  const result = await build({
    absWorkingDir: root,
    entryPoints: [REGISTRY_FILE],
    bundle: true,
    write: false,
    metafile: true,
    packages: 'external',
    platform: 'browser',
    format: 'esm',
    jsx: 'automatic',
    logLevel: 'silent',
    loader: { '.css': 'empty', '.png': 'empty', '.svg': 'empty' },
  });
  return new Set(Object.keys(result.metafile.inputs).map(posix));
}
/** Identifiers a file imports from an island module, with that module's file. */
function islandImports(source: ts.SourceFile, islandFiles: ReadonlySet<string>, root: string): Map<string, string> {
  const imported = new Map<string, string>();
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const spec = statement.moduleSpecifier.text;
    const base = spec.startsWith('@/')
      ? spec.slice(2)
      : spec.startsWith('.')
        ? posix(path.join(path.dirname(source.fileName), spec))
        : null;
    const file = base && ['.tsx', '.ts'].map((ext) => base + ext).find((candidate) => islandFiles.has(candidate));
    const names = statement.importClause?.namedBindings;
    if (!file || !names || !ts.isNamedImports(names) || !exists(root, file)) continue;
    for (const element of names.elements) imported.set(element.name.text, file);
  }
  return imported;
}

/** Problems in the sources, each naming the file. */
export async function checkClientSources(root: string): Promise<string[]> {
  const islandFiles = registryIslandFiles(root);
  const reachable = await reachableFromRegistry(root);
  const problems: string[] = [];
  for (const file of SOURCE_DIRS.flatMap((dir) => sourceFiles(root, dir))) {
    const source = parseSource(root, file);
    if (isClientFile(source)) {
      if (!reachable.has(file) && !RENDER_ONLY_CLIENT_FILES.has(file))
        problems.push(
          `${file} is a 'use client' component that no island reaches: in the export it renders once and never runs. Add it to ${REGISTRY_FILE} and render it through <Island>, or make it a server component`,
        );
      continue;
    }
    const imported = islandImports(source, islandFiles, root);
    const visit = (node: ts.Node): void => {
      if ((ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) && ts.isIdentifier(node.tagName)) {
        const from = imported.get(node.tagName.text);
        if (from) {
          const { line } = source.getLineAndCharacterOfPosition(node.getStart());
          problems.push(
            `${file}:${line + 1} renders <${node.tagName.text}> (${from}) directly: render it through <Island component={${node.tagName.text}} …> so the export hydrates it`,
          );
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return problems;
}
