import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REVEAL_STEPS, reveal } from '@/components/ui/reveal';

/**
 * Cards enter 0.1 s apart (components/ui/reveal.ts): a class per step, each with its delay in
 * app/globals.css, so the markup carries no style="" for the Content-Security-Policy to hash.
 */
describe('reveal', () => {
  it('staggers cards by their index, the first at once and the late ones with the last step', () => {
    expect(reveal(0).className).toBe('reveal');
    expect(reveal(3).className).toBe('reveal reveal-3');
    expect(reveal(REVEAL_STEPS - 1).className).toBe(`reveal reveal-${REVEAL_STEPS - 1}`);
    expect(reveal(REVEAL_STEPS + 5).className).toBe(`reveal reveal-${REVEAL_STEPS - 1}`);
    expect(reveal(-1).className).toBe('reveal');
  });

  it('has a rule for every step in app/globals.css, 0.1 s apart', () => {
    const css = readFileSync(path.join(process.cwd(), 'app/globals.css'), 'utf8');
    for (let step = 1; step < REVEAL_STEPS; step++) {
      const delay = new RegExp(`\\.reveal-${step}\\s*\\{\\s*animation-delay:\\s*([\\d.]+)s;`).exec(css)?.[1];
      expect({ step, delay: Number(delay) }).toEqual({ step, delay: Number((step * 0.1).toFixed(1)) });
    }
  });
});
