import { spawnSync } from 'node:child_process';
import path from 'node:path';
import type { Build } from '../build';

/** Next renders every route to out/ (output: 'export'), with its runtime and RSC payloads beside them. */
export function nextBuild(build: Build): void {
  const next = path.join(build.root, 'node_modules', '.bin', 'next');
  const result = spawnSync(next, ['build'], { cwd: build.root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('next build failed: its messages are above');
}
