import { readFileSync } from 'node:fs';
import type { APIRequestContext, APIResponse } from '@playwright/test';
import { parseHeadersFile, siteWideHeaders } from '../scripts/host-headers.mjs';
import { inlineScriptHashes, policyOf } from '../scripts/page-policy.mjs';
import { englishPath } from '@/content/languages';
import { ROUTES, VISITED_ROUTES } from './routes';
import { HOST_ORIGIN, PORT } from './enquiry-env';
import { cspViolations, expect, followRequests, recordCspViolations, test } from './fixtures';

// The export as Cloudflare Pages serves it: its own runtime (wrangler pages dev, started by
// playwright.config.ts) reads out/_headers by its own rules. `npm start`'s server must answer the same.
const OUR_ORIGIN = `http://127.0.0.1:${PORT}`;
test.use({ baseURL: HOST_ORIGIN });

/** Every page of the export, by the address it answers at (/trekking/meesapulimalai/). */
const MISSES = ['/nope/', '/trekking/no-such-trip/', '/media/no-such-picture.webp'];
/** The header names the site's rules set: only these are compared between the two servers. */
const RULED = [
  ...new Set(parseHeadersFile(readFileSync('out/_headers', 'utf8')).flatMap((rule) => Object.keys(rule.set))),
];

const get = (request: APIRequestContext, url: string, headers: Record<string, string> = {}) =>
  request.get(url, { headers, maxRedirects: 0, failOnStatusCode: false });

/** The first of Next's hashed scripts that the home page loads. */
async function homeScript(request: APIRequestContext): Promise<string> {
  const home = await (await get(request, `${HOST_ORIGIN}/`)).text();
  const script = /src="(\/_next\/static\/[^"]+\.js)"/.exec(home)?.[1];
  expect(script, 'a script on the home page').toBeTruthy();
  return script!;
}

/** The sources a policy's script-src allows, in order. */
const scriptSources = (policy: string) => /(?:^|; )script-src ([^;]*)/.exec(policy)?.[1]?.split(' ') ?? [];
/** The hashes a policy's script-src allows, in order. */
const scriptHashes = (policy: string) =>
  scriptSources(policy).filter((source) => source.startsWith("'sha256-"));

/** Every site-wide header, once: a value joined from two rules would differ. */
function expectSiteWide(response: APIResponse) {
  const headers = response.headers();
  for (const [name, value] of Object.entries(siteWideHeaders({})))
    expect(headers[name.toLowerCase()], `${name} of ${response.url()}`).toBe(value);
}

test.describe('served by Cloudflare Pages’ runtime', () => {
  test('every page and every miss carries its own script policy, and the headers only frame-ancestors', async ({
    request,
  }) => {
    // Asked all at once (the answers are checked one by one): the runtime answers requests side by side.
    const paths = [...ROUTES, ...MISSES.slice(0, 2)];
    const responses = await Promise.all(paths.map((path) => get(request, `${HOST_ORIGIN}${path}`)));
    for (const [index, path] of paths.entries()) {
      const response = responses[index]!;
      expect(response.status(), path).toBe(MISSES.includes(path) ? 404 : 200);
      expectSiteWide(response);
      const html = await response.text();
      const policy = policyOf(html) ?? '';
      expect(scriptHashes(policy).sort(), path).toEqual(inlineScriptHashes(html).sort());
      // Scripts from the site itself and those hashes: no 'unsafe-inline', no 'unsafe-eval', no other host.
      expect(
        scriptSources(policy).filter((source) => !source.startsWith("'sha256-")),
        path,
      ).toEqual(["'self'"]);
      for (const directive of ["default-src 'self'", "object-src 'none'", "base-uri 'self'"])
        expect(policy, path).toContain(directive);
    }
  });

  test('caches the hashed build files for good, pictures for a week, the service worker never', async ({
    request,
  }) => {
    const script = await homeScript(request);
    const home = await (await get(request, `${HOST_ORIGIN}/`)).text();
    const picture = /(\/media\/[^"\s,]+\.webp)/.exec(home)?.[1];
    expect(picture, 'a picture on the home page').toBeTruthy();
    const cacheOf = async (path: string) =>
      (await get(request, `${HOST_ORIGIN}${path}`)).headers()['cache-control'];
    expect(await cacheOf(script)).toBe('public, max-age=31536000, immutable');
    expect(await cacheOf(picture!)).toBe('public, max-age=604800, stale-while-revalidate=86400');
    expect(await cacheOf('/sw.js')).toBe('no-cache');
  });

  test('gives the editor its own policy, the site’s opener policy that keeps the sign-in pop-up, and no indexing', async ({
    request,
  }) => {
    for (const path of ['/admin/', '/admin/config.yml']) {
      const response = await get(request, `${HOST_ORIGIN}${path}`);
      expect(response.status(), path).toBe(200);
      expectSiteWide(response);
      expect(response.headers()['cross-origin-opener-policy'], path).toBe('same-origin-allow-popups');
      expect(response.headers()['x-robots-tag'], path).toBe('noindex, nofollow');
    }
    const policy = policyOf(await (await get(request, `${HOST_ORIGIN}/admin/`)).text()) ?? '';
    expect(policy).toContain("script-src 'self' 'unsafe-eval'");
    expect(policy).toContain("connect-src 'self' blob: https://api.github.com");
  });

  test('sends a page’s other addresses to its slash form', async ({ request }) => {
    for (const [path, location] of [
      ['/trekking', '/trekking/'],
      ['/trekking/index.html', '/trekking/'],
      ['/index.html', '/'],
    ]) {
      const response = await get(request, `${HOST_ORIGIN}${path}`);
      expect(response.status(), path).toBe(308);
      expect(response.headers().location, path).toBe(location);
    }
  });

  test('compresses pages and scripts with brotli, or gzip for a browser without it', async ({ request }) => {
    const script = await homeScript(request);
    const encodings: Array<[string, string]> = [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
    ];
    for (const path of ['/trekking/', script]) {
      for (const [accept, encoding] of encodings) {
        const response = await get(request, `${HOST_ORIGIN}${path}`, { 'accept-encoding': accept });
        expect(response.status(), path).toBe(200);
        expect(response.headers()['content-encoding'], `${path} for ${accept}`).toBe(encoding);
      }
    }
  });

  test('npm start’s server answers every page, miss and rule as the host does', async ({ request }) => {
    // Three languages' pages, each asked of both servers.
    test.setTimeout(90_000);
    const script = await homeScript(request);
    const paths = [...ROUTES, ...MISSES, '/trekking', '/trekking/index.html', '/admin/', script, '/sw.js'];
    const answer = (response: APIResponse) => ({
      status: response.status(),
      location: response.headers().location,
      ...Object.fromEntries(RULED.map((name) => [name, response.headers()[name]])),
    });
    // Asked all at once (the answers are compared one by one): both servers answer requests side by side.
    const answers = await Promise.all(
      paths.map((path) =>
        Promise.all([get(request, `${HOST_ORIGIN}${path}`), get(request, `${OUR_ORIGIN}${path}`)]),
      ),
    );
    for (const [index, path] of paths.entries()) {
      const [host, ours] = answers[index]!;
      expect(answer(ours), path).toEqual(answer(host));
    }
  });

  test('runs every page, its islands and the form’s checks without one Content-Security-Policy violation', async ({
    page,
    allowProblem,
  }) => {
    test.setTimeout(180_000);
    allowProblem(/HTTP 404: .*\/(nope|no-such-trip)\//);
    allowProblem(/console error: Failed to load resource: .* 404/);
    await recordCspViolations(page);
    // Each page's inline scripts run as it loads; its islands are the same code on every page of a kind,
    // so one page of each kind is scrolled through to wake them (they load as they near the screen).
    // A trip page stands for the others of its group in its language (/ml/trekking/…/).
    const tripKinds = new Set<string>();
    const exercised = (path: string) => {
      const group = /^\/([^/]+)\/[^/]+\/$/.exec(englishPath(path))?.[1];
      if (!group) return true;
      const kind = `${path.slice(0, path.length - englishPath(path).length)}/${group}/`;
      if (tripKinds.has(kind)) return false;
      tripKinds.add(kind);
      return true;
    };
    const requests = followRequests(page);
    for (const path of [...VISITED_ROUTES, ...MISSES.slice(0, 2)]) {
      await page.goto(`${HOST_ORIGIN}${path}`);
      if (exercised(path)) {
        await page.evaluate(async () => {
          for (let y = 0; y < document.body.scrollHeight; y += 600) {
            window.scrollTo(0, y);
            await new Promise(requestAnimationFrame);
          }
        });
        await requests.quiet();
      }
      if (path === '/') {
        // The form's checks run under the policy too.
        const form = page.getByRole('form', { name: 'Tell us where you want to go' });
        await form.getByRole('button', { name: 'Send enquiry' }).click();
        await expect(form.getByText('Provide a valid name')).toBeVisible();
      }
      expect(await cspViolations(page), path).toEqual([]);
    }
  });
});
