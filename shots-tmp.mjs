import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const [width, path, selector, out] = process.argv.slice(2);
const ctx = await browser.newContext({ viewport: { width: Number(width), height: 900 }, reducedMotion: 'reduce' });
await ctx.route(/^(?!http:\/\/127\.0\.0\.1)/, (r) => r.abort());
const page = await ctx.newPage();
await page.goto(`http://127.0.0.1:4304${path}`, { waitUntil: 'domcontentloaded' });
await page.waitForTimeout(300);
if (selector === 'top') await page.screenshot({ path: out });
else { await page.locator(selector).first().scrollIntoViewIfNeeded(); await page.locator(selector).first().screenshot({ path: out }); }
await browser.close();
