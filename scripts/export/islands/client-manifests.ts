/**
 * Next's client reference manifests (`*_client-reference-manifest.js` under `.next/server/app/`),
 * read for the client-component guard's output check: which file each client module id stands for.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { runInNewContext } from 'node:vm';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** A value read from a manifest, as an object; anything else throws naming the manifest (Next writes objects there). */
function objectIn(value: unknown, manifest: string): Record<string, unknown> {
  if (!isObject(value))
    throw new Error(`${manifest}: not the client reference manifest Next writes (did Next's output change?)`);
  return value;
}

/** Module id → file from Next's client reference manifests (`node_modules/…` for packages). */
export function clientModuleFiles(nextDir: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const manifest of walkManifests(nextDir)) {
    const context: Record<string, unknown> = { globalThis: {} };
    context.globalThis = context;
    runInNewContext(readFileSync(manifest, 'utf8'), context);
    for (const entry of Object.values(objectIn(context.__RSC_MANIFEST ?? {}, manifest))) {
      for (const [key, module] of Object.entries(objectIn(objectIn(entry, manifest).clientModules ?? {}, manifest)))
        files.set(String(objectIn(module, manifest).id), key.replace(/^\[project\]\//, '').replace(/ <.*>$/, ''));
    }
  }
  return files;
}

function walkManifests(nextDir: string): string[] {
  const found: string[] = [];
  const visit = (dir: string): void => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) visit(full);
      else if (name.endsWith('_client-reference-manifest.js')) found.push(full);
    }
  };
  visit(path.join(nextDir, 'server', 'app'));
  return found;
}
