import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { HOST_ORIGIN, HOST_PORT, INBOX_PORT, PLAIN_ORIGIN, PLAIN_PORT, PORT } from './e2e/enquiry-env';

const baseURL = `http://127.0.0.1:${PORT}`;
const WRANGLER_COMPATIBILITY_DATE = '2026-04-01';

/** The first of `paths` this machine has. */
const installed = (...paths: (string | undefined)[]) =>
  paths.find((path): path is string => Boolean(path && existsSync(path)));

/**
 * The system Chromium: Playwright's own browser download is not reachable from these machines. Debian's
 * headless shell runs the tests, the build of Chromium made for running without a screen (Playwright's own
 * choice for headless runs): the same engine as the browser, and the suite takes a third less time with it
 * (docs/development.md). What the shell lacks (Background Sync, a test domain made a secure context by a
 * flag) runs in the full browser: the tests tagged FULL_BROWSER (e2e/fixtures.ts).
 */
const FULL_BROWSER = installed(process.env.PLAYWRIGHT_CHROMIUM_PATH, '/usr/bin/chromium');
const HEADLESS_SHELL =
  installed(process.env.PLAYWRIGHT_CHROMIUM_PATH, '/usr/bin/chromium-headless-shell') ?? FULL_BROWSER;

const launchOptions = {
  executablePath: HEADLESS_SHELL,
  args: [
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    // navigator.webdriver false, or EmailJS's blockHeadless refuses every send; one test sets it back.
    '--disable-blink-features=AutomationControlled',
  ],
};

const phone = {
  ...devices['Pixel 7'],
  viewport: { width: 390, height: 844 },
  defaultBrowserType: 'chromium' as const,
};

// The editor's test builds and serves its own copy of the project (e2e/cms.config.ts, npm run test:cms).
const OWN_CONFIG = ['**/cms.spec.ts'];

export default defineConfig({
  testDir: './e2e',
  testIgnore: OWN_CONFIG,
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  // Three browsers on two cores: each waits on the servers part of the time (the whole suite here: 263 s
  // with three, 288 to 306 s with two).
  workers: 3,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    timezoneId: 'Asia/Kolkata',
    locale: 'en-IN',
    // Recording a trace costs each test a third of its time on a 2-core machine (home and offer pages:
    // 5.7 min with, 3.7 min without), so only a retry records one. `--trace on` records every test.
    trace: 'on-first-retry',
    launchOptions,
  },
  projects: [
    {
      name: 'phone',
      grepInvert: /@full-browser/,
      use: { ...phone, launchOptions },
    },
    {
      name: 'phone, full browser',
      grep: /@full-browser/,
      use: { ...phone, launchOptions: { ...launchOptions, executablePath: FULL_BROWSER } },
    },
    {
      name: 'desktop',
      // Only the tests whose subject depends on the width or the layout (tagged BOTH_WIDTHS, e2e/fixtures.ts).
      grep: /@both-widths/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, launchOptions },
    },
  ],
  webServer: [
    {
      command: `node scripts/serve.mjs --port ${PORT} --host 127.0.0.1`,
      url: baseURL,
      reuseExistingServer: !process.env.CI,
    },
    {
      // The local EmailJS stand-in the test build sends to (`npm run build:test`).
      command: `node scripts/inbox.mjs --port ${INBOX_PORT} --host 127.0.0.1 --site-origin ${baseURL} --file "${join(tmpdir(), `kuttiyar-e2e-inbox-${INBOX_PORT}.jsonl`)}"`,
      url: `http://127.0.0.1:${INBOX_PORT}/__enquiries`,
      reuseExistingServer: !process.env.CI,
    },
    {
      // Cloudflare Pages' own runtime serving out/ with its _headers, offline. The compatibility date is
      // one the installed runtime supports (a newer one stops it).
      command: `npx wrangler pages dev out --port ${HOST_PORT} --ip 127.0.0.1 --compatibility-date ${WRANGLER_COMPATIBILITY_DATE} --log-level warn`,
      url: `${HOST_ORIGIN}/`,
      env: { WRANGLER_SEND_METRICS: 'false' },
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
    },
    {
      // A host that reads no _headers (GitHub Pages, a bucket): the pages' own policies are all there is.
      command: `node e2e/plain-server.mjs --port ${PLAIN_PORT}`,
      url: `${PLAIN_ORIGIN}/`,
      reuseExistingServer: !process.env.CI,
    },
  ],
});
