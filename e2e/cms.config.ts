import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

/*
 * The editor's end-to-end test runs on its own: it builds and serves a temporary copy of the project with
 * `npm run cms`, so it needs none of the servers of playwright.config.ts.
 *   npx playwright test --config e2e/cms.config.ts
 */
/** The editor and the site; decap-server listens on the next port. */
const CMS_PORT = Number(process.env.CMS_E2E_PORT ?? 4310);

const executablePath = [process.env.PLAYWRIGHT_CHROMIUM_PATH, '/usr/bin/chromium'].find(
  (path): path is string => Boolean(path && existsSync(path)),
);

export default defineConfig({
  testDir: '.',
  testMatch: 'cms.spec.ts',
  workers: 1,
  retries: 0,
  reporter: [['list']],
  timeout: 300_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://127.0.0.1:${CMS_PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath,
      args: ['--disable-gpu', '--no-first-run', '--disable-background-networking'],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } } },
  ],
});
