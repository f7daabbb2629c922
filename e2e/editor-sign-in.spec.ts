import { readFileSync } from 'node:fs';
import { chromium, devices, expect, test, type Request } from '@playwright/test';
import { parse } from 'yaml';
import { HOST_PORT } from './enquiry-env';
import { cspViolations, FULL_BROWSER, recordCspViolations } from './fixtures';

// The editor's GitHub sign-in on the live site, as far as it can run here: the editor at /admin/ served
// by Cloudflare Pages' own runtime under a domain of its own, Netlify's sign-in page and GitHub's API
// answered by stand-ins. What it proves is ours to get right: the editor's opener policy lets the sign-in
// pop-up report back, and its Content-Security-Policy lets the editor reach GitHub with the token.
const SITE = `http://kuttiyar.test:${HOST_PORT}`;
const TOKEN = 'gho_stand-in-token';
/** The Netlify site the sign-in is for: the one named in the editor's config, or the page's own domain. */
const SITE_ID =
  parse(readFileSync('public/admin/config.yml', 'utf8'))?.backend?.site_domain ?? 'kuttiyar.test';

/** Netlify's sign-in page, reduced to its handshake with the editor that opened it. */
const SIGN_IN_PAGE = `<!DOCTYPE html><title>Sign in</title><script>
  window.addEventListener('message', (event) => {
    window.opener.postMessage(
      'authorization:github:success:' + JSON.stringify({ token: ${JSON.stringify(TOKEN)}, provider: 'github' }),
      event.origin,
    );
  });
  window.opener.postMessage('authorizing:github', '*');
</script>`;

test(
  'the editor signs in on a phone through the GitHub pop-up and calls GitHub with its token',
  FULL_BROWSER,
  async ({}, testInfo) => {
    // Decap is megabytes of script, parsed by the full browser: 17 s on a quiet 2-core machine, over
    // 30 s on a busy one.
    test.setTimeout(120_000);
    const browser = await chromium.launch({
      ...testInfo.project.use.launchOptions,
      args: [
        ...(testInfo.project.use.launchOptions?.args ?? []),
        // The live site's own domain, and HTTPS there: the editor needs a secure context.
        `--host-resolver-rules=MAP kuttiyar.test 127.0.0.1`,
        `--unsafely-treat-insecure-origin-as-secure=${SITE}`,
      ],
    });
    try {
      // A phone, touched: the pop-up is a second tab that reports back to the editor's tab.
      const context = await browser.newContext({
        ...devices['Pixel 7'],
        viewport: { width: 390, height: 844 },
      });
      await recordCspViolations(context);
      const popups: string[] = [];
      await context.route('https://api.netlify.com/**', (route) => {
        popups.push(route.request().url());
        return route.fulfill({ contentType: 'text/html', body: SIGN_IN_PAGE });
      });
      const github: Request[] = [];
      await context.route('https://api.github.com/**', (route) => {
        github.push(route.request());
        const cors = {
          'access-control-allow-origin': '*',
          'access-control-allow-headers': 'authorization, content-type',
        };
        if (route.request().method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors });
        return route.fulfill({ status: 401, headers: cors, json: { message: 'stand-in' } });
      });

      const page = await context.newPage();
      await page.goto(`${SITE}/admin/`);
      await page.getByRole('button', { name: /login with github/i }).tap();

      await expect
        .poll(() => github.find((request) => request.method() === 'GET')?.url())
        .toMatch(/^https:\/\/api\.github\.com\//);
      expect(popups).toEqual([`https://api.netlify.com/auth?provider=github&site_id=${SITE_ID}&scope=repo`]);
      const call = github.find((request) => request.method() === 'GET');
      expect(await call?.headerValue('authorization')).toBe(`token ${TOKEN}`);
      expect(await cspViolations(page)).toEqual([]);
    } finally {
      await browser.close();
    }
  },
);
