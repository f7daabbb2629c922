import { ADMIN_ROUTE } from '../scripts/postbuild.mjs';
import { VISITED_ROUTES } from './routes';
import { PLAIN_EDITOR_ORIGIN, PLAIN_ORIGIN } from './enquiry-env';
import { cspViolations, expect, recordCspViolations, test } from './fixtures';

// The export served by a host that sends no headers of its own (GitHub Pages, a bucket, a plain web
// server): each page's own <meta> policy is then the whole of its protection, and must be enough.
test.use({ baseURL: PLAIN_ORIGIN });

type Probe = { injectedRan?: boolean; next?: { version?: string } };

test('every page and a miss run their own scripts, and refuse a script injected after load', async ({
  page,
  allowProblem,
}) => {
  test.setTimeout(120_000);
  allowProblem(/HTTP 404: .*\/nope\//);
  allowProblem(/console error: Failed to load resource: .* 404/);
  // The browser reports the refused script as a console error: that refusal is what is tested.
  allowProblem(/console error: Executing inline script violates .*Content Security Policy/);
  await recordCspViolations(page);
  for (const path of [...VISITED_ROUTES, '/nope/']) {
    const response = await page.goto(path);
    expect(response?.headers()['content-security-policy'], path).toBeUndefined();
    // Next's runtime started: its inline scripts ran (allowed by hash) and so did its files.
    await expect
      .poll(() => page.evaluate(() => (window as Probe).next?.version), { message: path })
      .toBeTruthy();
    expect(await cspViolations(page), path).toEqual([]);

    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injectedRan = true';
      document.body.append(script);
    });
    expect(await page.evaluate(() => (window as Probe).injectedRan), path).toBeUndefined();
    expect(await cspViolations(page), path).toEqual(['script-src-elem blocked inline']);
  }
});

test.describe('the editor', () => {
  // Served as on the live site: Decap tries decap-server instead of GitHub only on localhost or 127.0.0.1.
  test.use({ baseURL: PLAIN_EDITOR_ORIGIN });

  test('runs Decap under its own policy, and refuses a script injected after load', async ({
    page,
    allowProblem,
  }) => {
    // Decap's script is 5 MB.
    test.setTimeout(60_000);
    allowProblem(/console error: Executing inline script violates .*Content Security Policy/);
    // The status box asks for the build status that only `npm run cms` serves.
    allowProblem(/HTTP 404: .*\/admin\/build-status\.json/);
    allowProblem(/console error: Failed to load resource: .* 404/);
    await recordCspViolations(page);
    await page.goto(ADMIN_ROUTE);
    await expect(page.getByRole('button', { name: /login with github/i })).toBeVisible();
    expect(await cspViolations(page)).toEqual([]);
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injectedRan = true';
      document.body.append(script);
    });
    expect(await page.evaluate(() => (window as Probe).injectedRan)).toBeUndefined();
    expect(await cspViolations(page)).toEqual(['script-src-elem blocked inline']);
  });
});
