/**
 * Next's client reference manifests (`*_client-reference-manifest.js` under `.next/server/app/`),
 * read for the client-component guard's output check: which file each client module id stands for.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { runInNewContext } from 'node:vm';

/** Module id → file from Next's client reference manifests (`node_modules/…` for packages). */
export function clientModuleFiles(nextDir) {
  const files = new Map();
  for (const manifest of walkManifests(nextDir)) {
    const context = { globalThis: {} };
    context.globalThis = context;
    runInNewContext(readFileSync(manifest, 'utf8'), context);
    for (const entry of Object.values(context.__RSC_MANIFEST ?? {})) {
      for (const [key, module] of Object.entries(entry.clientModules ?? {}))
        files.set(String(module.id), key.replace(/^\[project\]\//, '').replace(/ <.*>$/, ''));
    }
  }
  return files;
}

function walkManifests(nextDir) {
  const found = [];
  const visit = (dir) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) visit(full);
      else if (name.endsWith('_client-reference-manifest.js')) found.push(full);
    }
  };
  visit(path.join(nextDir, 'server', 'app'));
  return found;
}
