// Cross-engine smoke suite: every scenario in Firefox ESR and WebKitGTK, on a phone and a desktop width,
// against the export of `npm run build:test` in out/. `npm run test:cross`; CROSS_ENGINES=firefox
// (or webkit) runs one engine. The servers listen on the test run's ports (scripts/test-ports.mjs);
// CROSS_SITE_PORT and CROSS_INBOX_PORT move them (the build must send to the same inbox port).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { launchFirefox } from './firefox.mjs';
import { PROBLEMS_KEY } from './page.mjs';
import { scenarios } from './scenarios.mjs';
import { startServers } from './servers.mjs';
import { launchWebKit } from './webkit.mjs';

const ENGINES = { firefox: launchFirefox, webkit: launchWebKit };
const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
];
const chosen = (process.env.CROSS_ENGINES ?? 'firefox,webkit').split(',').map((name) => name.trim());

let servers;
before(
  async () => {
    servers = await startServers({ problemsKey: PROBLEMS_KEY });
  },
  { timeout: 30_000 },
);
after(async () => {
  await servers?.close();
});

for (const engineName of chosen) {
  const launch = ENGINES[engineName];
  if (!launch) throw new Error(`Unknown engine "${engineName}": choose from ${Object.keys(ENGINES)}`);

  describe(engineName, { concurrency: 1 }, () => {
    let browser;
    before(
      async () => {
        browser = await launch(servers.siteUrl);
      },
      { timeout: 60_000 },
    );
    after(async () => {
      await browser?.close();
    });

    for (const viewport of VIEWPORTS) {
      describe(`${viewport.name} ${viewport.width}×${viewport.height}`, () => {
        before(async () => {
          await browser.page.setViewport(viewport.width, viewport.height);
        });

        for (const scenario of scenarios) {
          if (scenario.anyWidth && viewport !== VIEWPORTS[0]) continue;
          it(scenario.name, { timeout: 90_000 }, async () => {
            const { page } = browser;
            await page.takeProblems();
            await scenario.run(page, { inbox: servers.inbox, viewport });
            const allowed = scenario.allow ?? [];
            const problems = (await page.takeProblems()).filter(
              (problem) => !allowed.some((pattern) => pattern.test(problem)),
            );
            assert.deepEqual(problems, [], 'console errors, uncaught errors or CSP violations');
          });
        }
      });
    }
  });
}
