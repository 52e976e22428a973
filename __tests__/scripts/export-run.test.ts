/**
 * `npm run build` starts the export pipeline from its own entry (scripts/export/main.ts): importing
 * the pipeline or its steps, as a test or a tool does, must not start a build (no `next build`, no
 * file in out/ written or removed).
 */

/** Every child process started and every file written or removed, by the modules under test. */
const mockActions: string[] = [];

jest.mock('node:child_process', () => {
  const actual = jest.requireActual<typeof import('node:child_process')>('node:child_process');
  const refuse = (name: string) => (command: unknown) => {
    mockActions.push(`${name} ${String(command)}`);
    throw new Error(`${name} called on import`);
  };
  return {
    ...actual,
    spawn: refuse('spawn'),
    spawnSync: refuse('spawnSync'),
    exec: refuse('exec'),
    execSync: refuse('execSync'),
    execFile: refuse('execFile'),
    execFileSync: refuse('execFileSync'),
    fork: refuse('fork'),
  };
});
jest.mock('node:fs/promises', () => {
  const actual = jest.requireActual<typeof import('node:fs/promises')>('node:fs/promises');
  const refuse = (name: string) => (file: unknown) => {
    mockActions.push(`${name} ${String(file)}`);
    return Promise.reject(new Error(`${name} called on import`));
  };
  return {
    ...actual,
    writeFile: refuse('writeFile'),
    mkdir: refuse('mkdir'),
    rm: refuse('rm'),
    rmdir: refuse('rmdir'),
  };
});

it('importing the build pipeline starts nothing, and hands out its steps in order', async () => {
  const exit = jest.spyOn(process, 'exit').mockImplementation((code) => {
    throw new Error(`process.exit(${String(code)}) called on import`);
  });
  const pipeline = await import('@/scripts/export/run');
  // Anything the import set going would have run by the next turn of the event loop.
  await new Promise((resolve) => setImmediate(resolve));
  expect(mockActions).toEqual([]);
  expect(exit).not.toHaveBeenCalled();
  expect(pipeline.STEPS.map((step) => step.name)).toEqual([
    'next build',
    'check files',
    'islands',
    'read pages',
    'first paint',
    'export pages',
    'prune',
    'admin',
    'sitemap',
    'hosting',
    'budgets',
  ]);
  expect(typeof pipeline.runBuild).toBe('function');
  exit.mockRestore();
});
