import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { checkClientSources } from '@/scripts/export/islands/client-components';

/**
 * The client-component guard the build runs (scripts/export/steps/files.ts) before it builds anything, on a fixture project
 * in a temp dir: a client component the export would ship dead fails the build, naming its file.
 */

const REGISTRY = `const island = <C,>(load: () => Promise<C>) => ({ load });
export const ISLANDS = {
  counter: island(() => import('./counter').then((module) => module.Counter)),
} as const;
export const WAKE_BUDGET_KB = { counter: 75 };
`;
const COUNTER = `'use client';
import { useState } from 'react';
import { CounterButton } from './counter-button';
export function Counter({ start }: { start: number }) {
  const [count, setCount] = useState(start);
  return <CounterButton count={count} onClick={() => setCount(count + 1)} />;
}
`;
const COUNTER_BUTTON = `'use client';
export function CounterButton({ count, onClick }: { count: number; onClick: () => void }) {
  return <button onClick={onClick}>{count}</button>;
}
`;
const PAGE_WITH_ISLAND = `import { Island } from '@/components/islands/island';
import { Counter } from '@/components/islands/counter';
export default function Page() {
  return <main><Island name="counter" component={Counter} wake="interaction" props={{ start: 1 }} /></main>;
}
`;
const NAV_LINK = `'use client';
import { usePathname } from 'next/navigation';
export function NavAnchor({ href }: { href: string }) {
  return <a href={href} aria-current={usePathname() === href ? 'page' : undefined}>x</a>;
}
`;

let root: string;

function write(files: Record<string, string>) {
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(path.join(root, path.dirname(rel)), { recursive: true });
    writeFileSync(path.join(root, rel), text);
  }
}

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'client-guard-'));
  write({
    'components/islands/registry.ts': REGISTRY,
    'components/islands/counter.tsx': COUNTER,
    'components/islands/counter-button.tsx': COUNTER_BUTTON,
    'components/islands/island.tsx': 'export function Island(props: object) { return null; }\n',
    'components/layout/nav-link.tsx': NAV_LINK,
    'app/page.tsx': PAGE_WITH_ISLAND,
  });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('client-component guard', () => {
  it('passes islands, what they import, and the render-only components', async () => {
    await expect(checkClientSources(root)).resolves.toEqual([]);
  });

  it("fails naming a 'use client' file that no island reaches", async () => {
    write({
      'components/widgets/newsletter-toggle.tsx': `'use client';\nimport { useState } from 'react';\nexport function NewsletterToggle() { const [on, setOn] = useState(false); return <button onClick={() => setOn(!on)}>{String(on)}</button>; }\n`,
      'app/page.tsx': `import { NewsletterToggle } from '@/components/widgets/newsletter-toggle';\nexport default function Page() { return <NewsletterToggle />; }\n`,
    });
    const problems = await checkClientSources(root);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      /^components\/widgets\/newsletter-toggle\.tsx is a 'use client' component that no island reaches.*components\/islands\/registry\.ts/,
    );
  });

  it('fails naming the file and line where a server component renders an island component without <Island>', async () => {
    write({
      'app/about/page.tsx': `import { Counter } from '../../components/islands/counter';\n\nexport default function About() {\n  return <Counter start={2} />;\n}\n`,
    });
    const problems = await checkClientSources(root);
    expect(problems).toEqual([
      expect.stringMatching(
        /^app\/about\/page\.tsx:4 renders <Counter> \(components\/islands\/counter\.tsx\) directly/,
      ),
    ]);
  });
});
