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

/** The object literal assigned to `name` in the registry (through `as` / `satisfies`). */
function objectNamed(source: ts.SourceFile, name: string): ts.ObjectLiteralExpression {
  let object: ts.ObjectLiteralExpression | undefined;
  const find = (node: ts.Node): void => {
    if (ts.isVariableDeclaration(node) && node.name.getText(source) === name && node.initializer) {
      let value = node.initializer;
      while (ts.isAsExpression(value) || ts.isSatisfiesExpression(value)) value = value.expression;
      if (ts.isObjectLiteralExpression(value)) object = value;
    }
    ts.forEachChild(node, find);
  };
  find(source);
  if (!object) throw new Error(`${REGISTRY_FILE}: no \`${name} = { … }\` object: has its shape changed?`);
  return object;
}

const propertyName = (property: ts.ObjectLiteralElementLike): string =>
  property.name && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)) ? property.name.text : '';

/**
 * The registry's entries: `{ name, file, wakeBudgetKb }`, file e.g. `components/islands/map-island.tsx`: each
 * island of ISLANDS with the import() it loads, and its budget from WAKE_BUDGET_KB.
 */
export function registryEntries(root: string): RegistryEntry[] {
  const source = parseSource(root, REGISTRY_FILE);
  const budgets = new Map<string, number>();
  for (const property of objectNamed(source, 'WAKE_BUDGET_KB').properties)
    if (ts.isPropertyAssignment(property) && ts.isNumericLiteral(property.initializer))
      budgets.set(propertyName(property), Number(property.initializer.text));
  return objectNamed(source, 'ISLANDS').properties.map((property) => {
    const name = propertyName(property);
    let specifier: string | undefined;
    const visit = (node: ts.Node): void => {
      if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
        const [argument] = node.arguments;
        if (argument && ts.isStringLiteral(argument)) specifier = argument.text;
      }
      ts.forEachChild(node, visit);
    };
    visit(property);
    const wakeBudgetKb = budgets.get(name);
    if (!name || !specifier || wakeBudgetKb === undefined)
      throw new Error(
        `${REGISTRY_FILE}: entry "${property.getText(source).slice(0, 60)}" needs a name, an import() and a number in WAKE_BUDGET_KB`,
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
