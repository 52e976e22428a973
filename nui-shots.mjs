import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const base = 'http://127.0.0.1:4302';
for (const [w, h] of [[1280, 800], [375, 740]]) {
  for (const js of [true, false]) {
    const ctx = await b.newContext({ viewport: { width: w, height: h }, javaScriptEnabled: js, hasTouch: false });
    const p = await ctx.newPage();
    await p.route(/^(?!http:\/\/127\.0\.0\.1)/, (r) => r.abort());
    await p.goto(`${base}/tax-planning/`);
    await p.waitForTimeout(js ? 1500 : 300);
    const tag = `${w}-${js ? 'js' : 'nojs'}`;
    await p.screenshot({ path: `/tmp/nui-${tag}-closed.png` });
    if (w > 1000) {
      await p.getByRole('button', { name: 'Guides', exact: true }).click();
      await p.waitForTimeout(300);
      await p.screenshot({ path: `/tmp/nui-${tag}-guides.png` });
      await p.getByRole('button', { name: 'Radio Shows', exact: true }).click();
      await p.waitForTimeout(300);
      await p.screenshot({ path: `/tmp/nui-${tag}-radio.png` });
      await p.keyboard.press('Escape');
    } else {
      await p.getByRole('button', { name: 'Open menu' }).click();
      await p.waitForTimeout(300);
      await p.screenshot({ path: `/tmp/nui-${tag}-menu.png` });
      await p.getByRole('button', { name: 'Close menu' }).click();
    }
    await p.getByRole('button', { name: 'Schedule time with me' }).click();
    await p.waitForTimeout(500);
    await p.screenshot({ path: `/tmp/nui-${tag}-dialog.png` });
    await ctx.close();
  }
}
await b.close();
