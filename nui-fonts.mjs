// Font-loading comparison: same page, three preload variants, throttled like Lighthouse mobile.
import { chromium } from '@playwright/test';
const variants = process.argv.slice(2);
const b = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const v of variants) {
  const rows = [];
  for (let run = 0; run < 3; run++) {
    const ctx = await b.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });
    const p = await ctx.newPage();
    const cdp = await ctx.newCDPSession(p);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await p.addInitScript(() => {
      window.__cls = 0; window.__lcp = 0;
      new PerformanceObserver((l) => { for (const e of l.getEntries()) if (!e.hadRecentInput) window.__cls += e.value; }).observe({ type: 'layout-shift', buffered: true });
      new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__lcp = e.startTime; }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    await p.goto(`http://127.0.0.1:4302/${v}`, { waitUntil: 'load' });
    await p.waitForTimeout(2500);
    const r = await p.evaluate(() => {
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
      const fonts = performance.getEntriesByType('resource').filter((e) => /woff2/.test(e.name));
      return {
        fcp: Math.round(fcp), lcp: Math.round(window.__lcp), cls: Number(window.__cls.toFixed(4)),
        fontsDoneBeforeFcp: fonts.filter((e) => e.responseEnd <= fcp).length,
        bytesDoneBeforeFcp: fonts.filter((e) => e.responseEnd <= fcp).reduce((s, e) => s + e.transferSize, 0),
        fonts: fonts.map((e) => `${e.name.split('/').pop().slice(0, 16)} ${Math.round(e.startTime)}-${Math.round(e.responseEnd)}`).join(' | '),
      };
    });
    rows.push(r);
    await ctx.close();
  }
  console.log(v, JSON.stringify(rows, null, 0));
}
await b.close();
