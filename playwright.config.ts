import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, FULL_CHROMIUM, HEADLESS_CHROMIUM } from './scripts/chromium.mjs';
import {
  TEST_HOST_ORIGIN,
  TEST_INBOX_ORIGIN,
  TEST_PLAIN_ORIGIN,
  TEST_PORTS,
  TEST_SITE_ORIGIN,
} from './scripts/test-ports.mjs';

const baseURL = TEST_SITE_ORIGIN;
const WRANGLER_COMPATIBILITY_DATE = '2026-04-01';

/*
 * Debian's Chromium (scripts/chromium.mjs): its headless shell runs the tests. What the shell lacks
 * (Background Sync, a test domain made a secure context by a flag) runs in the full browser: the tests tagged
 * FULL_BROWSER (e2e/fixtures.ts).
 */
const launchOptions = {
  executablePath: HEADLESS_CHROMIUM,
  args: [
    ...CHROMIUM_ARGS,
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
  // A test that fails fails the run: nothing is retried, so a flaky test shows as a failure to be found.
  retries: 0,
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
    // 5.7 min with, 3.7 min without), so none is recorded; `--trace retain-on-failure` keeps a failure's.
    trace: 'off',
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
      use: { ...phone, launchOptions: { ...launchOptions, executablePath: FULL_CHROMIUM } },
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
      command: `node scripts/serve.mjs --port ${TEST_PORTS.site} --host 127.0.0.1`,
      url: baseURL,
      reuseExistingServer: !process.env.CI,
    },
    {
      // The local EmailJS stand-in the test build sends to (`npm run build:test`).
      command: `node scripts/inbox.mjs --port ${TEST_PORTS.inbox} --host 127.0.0.1 --site-origin ${baseURL} --file "${join(tmpdir(), `kuttiyar-e2e-inbox-${TEST_PORTS.inbox}.jsonl`)}"`,
      url: `${TEST_INBOX_ORIGIN}/__enquiries`,
      reuseExistingServer: !process.env.CI,
    },
    {
      // Cloudflare Pages' own runtime serving out/ with its _headers, offline. The compatibility date is
      // one the installed runtime supports (a newer one stops it).
      command: `npx wrangler pages dev out --port ${TEST_PORTS.host} --ip 127.0.0.1 --compatibility-date ${WRANGLER_COMPATIBILITY_DATE} --log-level warn`,
      url: `${TEST_HOST_ORIGIN}/`,
      // Wrangler 4.86 (the last for Node 20) puts a DevTools proxy in front of the runtime even with no
      // DevTools open: it switches on the runtime's network log and keeps every message, each response's body
      // among them, and copies each into its debug log. Under the suite's load it answered slower and slower,
      // reset connections and, on a busy machine, exited. The variable VS Code's debug terminal sets is the
      // one switch that leaves that proxy out; the runtime serving the files is the same.
      env: { WRANGLER_SEND_METRICS: 'false', VSCODE_INSPECTOR_OPTIONS: 'off' },
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
    },
    {
      // A host that reads no _headers (GitHub Pages, a bucket): the pages' own policies are all there is.
      command: `node e2e/plain-server.mjs --port ${TEST_PORTS.plain}`,
      url: `${TEST_PLAIN_ORIGIN}/`,
      reuseExistingServer: !process.env.CI,
    },
  ],
});
