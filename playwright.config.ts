import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 4173);
/** Where the production fixture's export is served (see webServer); the spec reads it from the environment. */
const PRODUCTION_PORT = PORT + 2;
const productionExport = existsSync('.production-export/index.html');
process.env.E2E_PRODUCTION_BASE_URL = productionExport ? `http://127.0.0.1:${PRODUCTION_PORT}` : '';
// Debian's Chromium headless shell on CI and these machines: the same Blink as the browser without its
// windowing layers, and what Playwright's own headless runs use. Measured with this suite, it ran the
// route sweep in 1.1 min against 2.1 min in the full browser (docs/performance.md). E2E_CHROMIUM names
// another build (e.g. /usr/bin/chromium); a laptop without Debian's uses the Playwright-managed browser.
const systemChromium =
  process.env.E2E_CHROMIUM ??
  ['/usr/lib/chromium/chromium-headless-shell', '/usr/bin/chromium', '/usr/bin/chromium-browser'].find((path) =>
    existsSync(path),
  );

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // Recording a trace costs a large share of each test's time (DOM snapshots on every step);
    // a failure is retried once in CI, and that retry records it.
    trace: 'on-first-retry',
    launchOptions: {
      ...(systemChromium ? { executablePath: systemChromium } : {}),
      args: [
        // Every host but this machine's resolves to "not found": the suite never needs the
        // internet and shows that pages work when third parties fail. (Done in the browser: a
        // page.route() that aborted them made Node inspect every request, ~15% of each page load.)
        // Tests that stand in for a host (the scheduler) still route its requests themselves.
        '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
        '--no-sandbox',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  // The phone's tests first: Playwright hands out tests in the order of the projects, and the phone's include a
  // 9-second sweep of every page; run last, it left the other worker idle for the last 8 s of the suite.
  projects: [
    { name: 'mobile', use: { ...devices['Pixel 7'] }, testMatch: /mobile\.spec\.ts/ },
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } },
      testIgnore: /mobile\.spec\.ts/,
    },
  ],
  // The real static export with its production headers (out/_headers), as a static host serves it;
  // and the production fixture's export that `npm run check:production` leaves in .production-export/
  // (content verified, Form ADV facts imported from the fixture feed), for e2e/production-export.spec.ts.
  webServer: [
    {
      command: `npx tsx scripts/tools/static-server.ts --port ${PORT}`,
      url: `http://127.0.0.1:${PORT}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
    ...(productionExport
      ? [
          {
            command: `npx tsx scripts/tools/static-server.ts --port ${PRODUCTION_PORT} --dir .production-export`,
            url: `http://127.0.0.1:${PRODUCTION_PORT}/`,
            reuseExistingServer: !process.env.CI,
            timeout: 30_000,
          },
        ]
      : []),
  ],
});
