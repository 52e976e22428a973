/**
 * The controls `npm run lighthouse` measures beside the site (scripts/tools/lighthouse.ts): a stock
 * Next.js export of a text-only page and a hand-written HTML page, and the local static server
 * that serves them and the export.
 */
import { execSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** A one-page Next App Router app with no client code, exported the stock way (runtime included). */
export function buildControl(env: NodeJS.ProcessEnv): string {
  // Inside the project, so Turbopack finds next and react in its node_modules (a symlinked
  // node_modules outside the workspace root is refused); removed after the run.
  const dir = mkdtempSync(path.resolve('.lighthouse-control-'));
  mkdirSync(path.join(dir, 'app'));
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ private: true, type: 'module' }));
  writeFileSync(path.join(dir, 'next.config.mjs'), "export default { output: 'export', trailingSlash: true };\n");
  writeFileSync(
    path.join(dir, 'app', 'layout.jsx'),
    "export const metadata = { title: 'Control', description: 'A Next.js page with no client code.' };\n" +
      "export default function Layout({ children }) { return <html lang=\"en\"><body style={{ fontFamily: 'system-ui', margin: '2rem', lineHeight: 1.5 }}>{children}</body></html>; }\n",
  );
  writeFileSync(
    path.join(dir, 'app', 'page.jsx'),
    'export default function Page() { return <main><h1>Fiduciary advisors in Cincinnati</h1>' +
      `${'<p>A fiduciary must act in your best interest. This control page has text only, rendered by a server component, and ships Next.js as a stock export does.</p>'.repeat(6)}` +
      '<a href="/">Home</a></main>; }\n',
  );
  execSync('npx next build', { cwd: dir, stdio: 'inherit', env });
  mkdirSync(path.join(dir, 'out', 'hand-written'), { recursive: true });
  writeFileSync(
    path.join(dir, 'out', 'hand-written', 'index.html'),
    '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
      '<title>Hand-written control</title><meta name="description" content="A hand-written static page: the floor.">' +
      '<style>body{font-family:system-ui,sans-serif;margin:0;padding:1rem;line-height:1.5}h1{font-size:2rem}</style></head>' +
      '<body><main><h1>Fiduciary advisors in Cincinnati</h1>' +
      '<p>A fiduciary must act in your best interest. This control page has text only, written by hand, with no framework.</p>'.repeat(
        6,
      ) +
      '<a href="/">Home</a></main></body></html>',
  );
  return dir;
}

export async function serve(dir: string, port: number): Promise<ChildProcess> {
  const child = spawn(
    path.join('node_modules', '.bin', 'tsx'),
    ['scripts/tools/static-server.ts', '--port', String(port), '--dir', dir],
    { stdio: 'ignore' },
  );
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const up = await fetch(`http://127.0.0.1:${port}/`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return child;
}
