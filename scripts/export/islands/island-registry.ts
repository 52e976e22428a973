/**
 * Reads the island registry (components/islands/registry.ts) with the TypeScript parser: each
 * entry's name, component file and wake budget. Shared by the client-component guard
 * (client-components.ts) and the bundle budget (scripts/export/steps/bundle-budgets.ts, through it).
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export const REGISTRY_FILE = 'components/islands/registry.ts';
export const posix = (file: string): string => file.split(path.sep).join('/');

export function parseSource(root: string, file: string): ts.SourceFile {
  const text = readFileSync(path.join(root, file), 'utf8');
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  return ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
}

/** One island of the registry. */
export interface RegistryEntry {
  name: string;
  /** e.g. `components/islands/map-island.tsx` */
  file: string;
  wakeBudgetKb: number;
}

/** The registry's entries: `{ name, file, wakeBudgetKb }`, file e.g. `components/islands/map-island.tsx`. */
export function registryEntries(root: string): RegistryEntry[] {
  const source = parseSource(root, REGISTRY_FILE);
  let object: ts.ObjectLiteralExpression | undefined;
  const findObject = (node: ts.Node): void => {
    if (ts.isVariableDeclaration(node) && node.name.getText(source) === 'ISLANDS' && node.initializer) {
      let value = node.initializer;
      while (ts.isAsExpression(value) || ts.isSatisfiesExpression(value)) value = value.expression;
      if (ts.isObjectLiteralExpression(value)) object = value;
    }
    ts.forEachChild(node, findObject);
  };
  findObject(source);
  if (!object) throw new Error(`${REGISTRY_FILE}: no \`ISLANDS = { … }\` object: has its shape changed?`);
  return object.properties.map((property) => {
    const name =
      property.name && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)) ? property.name.text : '';
    let specifier: string | undefined;
    let wakeBudgetKb: number | undefined;
    const visit = (node: ts.Node): void => {
      if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
        const [argument] = node.arguments;
        if (argument && ts.isStringLiteral(argument)) specifier = argument.text;
      }
      if (
        ts.isPropertyAssignment(node) &&
        node.name.getText(source) === 'wakeBudgetKb' &&
        ts.isNumericLiteral(node.initializer)
      )
        wakeBudgetKb = Number(node.initializer.text);
      ts.forEachChild(node, visit);
    };
    visit(property);
    if (!name || !specifier || wakeBudgetKb === undefined)
      throw new Error(
        `${REGISTRY_FILE}: entry "${property.getText(source).slice(0, 60)}" needs a name, an import() and a wakeBudgetKb number`,
      );
    const base = posix(path.join(path.dirname(REGISTRY_FILE), specifier));
    const file = ['.tsx', '.ts'].map((ext) => base + ext).find((candidate) => exists(root, candidate));
    if (!file) throw new Error(`${REGISTRY_FILE}: island "${name}" imports ${specifier}, which is not there`);
    return { name, file, wakeBudgetKb };
  });
}

/** The registry's island files. */
export function registryIslandFiles(root: string): Set<string> {
  return new Set(registryEntries(root).map((entry) => entry.file));
}

export function exists(root: string, file: string): boolean {
  try {
    return statSync(path.join(root, file)).isFile();
  } catch {
    return false;
  }
}
