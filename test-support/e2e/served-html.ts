import type { APIRequestContext } from '@playwright/test';
import { parse, type HTMLElement } from 'node-html-parser';
import { expect } from '@/test-support/e2e/fixtures';

/**
 * The HTML the static server sends for a path, parsed. For checks on what a page says (its words,
 * links and labels, which a crawler, a screen reader and a visitor without JavaScript all get), a
 * browser adds nothing but time: the route sweep already renders every page with and without
 * JavaScript. Layout, visibility and behaviour stay browser tests.
 */
export async function servedPage(request: APIRequestContext, path: string): Promise<HTMLElement> {
  const response = await request.get(path);
  expect(response.status(), `${path} answers 200`).toBe(200);
  const root = parse(await response.text());
  // Scripts and styles are not text a visitor reads.
  for (const node of root.querySelectorAll('script, style, template')) node.remove();
  return root;
}

/** An element's text as read: entities decoded, runs of white space as one space. */
export function textOf(node: HTMLElement | null | undefined): string {
  return (node?.text ?? '').replace(/\s+/g, ' ').trim();
}
