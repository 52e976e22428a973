import { deserialize, serialize } from 'node:v8';

/**
 * jsdom test files that render sections reading the real content need Node's `structuredClone`,
 * which the content loader uses at build time (always Node) but jsdom does not expose.
 * jest.setup.ts loads this for every suite, before any test file calls `getContent()`.
 */
if (typeof globalThis.structuredClone !== 'function') {
  globalThis.structuredClone = <T>(value: T): T => deserialize(serialize(value));
}
