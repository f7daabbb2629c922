import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, FULL_CHROMIUM } from '../scripts/chromium.mjs';
import { TEST_PORTS } from '../scripts/test-ports.mjs';

/*
 * The editor's end-to-end test runs on its own: it builds and serves a temporary copy of the project with
 * `npm run cms`, so it needs none of the servers of playwright.config.ts.
 *   npx playwright test --config e2e/cms.config.ts
 */
export default defineConfig({
  testDir: '.',
  testMatch: 'cms.spec.ts',
  workers: 1,
  retries: 0,
  reporter: [['list']],
  // A walk through the editor at a desk and on a phone, with the builds of the live site and previews it waits
  // for on two cores.
  timeout: 480_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://127.0.0.1:${TEST_PORTS.cms}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // The full browser: the editor's walk runs in it as an owner's browser would.
    launchOptions: { executablePath: FULL_CHROMIUM, args: CHROMIUM_ARGS },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } } },
  ],
});
