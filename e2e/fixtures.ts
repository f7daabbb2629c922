import { test as base, expect, type BrowserContext, type Page, type Request } from '@playwright/test';
import { AxeBuilder } from '@axe-core/playwright';

type Watch = { problems: string[]; allowed: RegExp[] };

/**
 * Every test fails on a console error, an uncaught exception, a failed request, or a request that
 * leaves the machine. A test that expects one (a 404 page load) says so with `allowProblem`.
 */
export const test = base.extend<{ watch: Watch; allowProblem: (pattern: RegExp) => void }>({
  watch: [
    async ({ page, baseURL }, use) => {
      const watch: Watch = { problems: [], allowed: [] };
      const origin = new URL(baseURL ?? 'http://127.0.0.1').origin;
      page.on('console', (message) => {
        if (message.type() === 'error') watch.problems.push(`console error: ${message.text()}`);
      });
      page.on('response', (response) => {
        if (response.status() >= 400) watch.problems.push(`HTTP ${response.status()}: ${response.url()}`);
      });
      page.on('pageerror', (error) => watch.problems.push(`page error: ${error.message}`));
      page.on('requestfailed', (request) => {
        // Media requests cut short by a navigation or a paused video are not failures of the site.
        if (request.failure()?.errorText === 'net::ERR_ABORTED') return;
        watch.problems.push(`request failed: ${request.url()} (${request.failure()?.errorText})`);
      });
      page.on('request', (request) => {
        const url = request.url();
        if (/^(data|blob):/.test(url)) return;
        if (new URL(url).origin !== origin) watch.problems.push(`request left the machine: ${url}`);
      });
      await use(watch);
      const unexpected = watch.problems.filter(
        (problem) => !watch.allowed.some((pattern) => pattern.test(problem)),
      );
      expect(unexpected, 'console errors, page errors or failed requests').toEqual([]);
    },
    { auto: true },
  ],
  allowProblem: async ({ watch }, use) => {
    await use((pattern) => watch.allowed.push(pattern));
  },
});

export { expect };

/**
 * Every test runs on the phone (390 px), where most visitors are. A test also runs on the desktop (1440 px)
 * only when it carries this tag: when what it checks depends on the width or the layout, such as the
 * header and the drawer, how many slides a carousel shows, where things sit and what they cover, which
 * picture or video cut a width loads, or axe on a page or a state whose layout differs (contrast and
 * landmarks may differ). What behaves the same at any width (content, HTTP answers, the form's rules,
 * the clock, keyboard and focus, a test that sets its own widths) is not tagged. See playwright.config.ts.
 */
export const BOTH_WIDTHS = { tag: '@both-widths' } as const;

/**
 * For a test of what Debian's headless shell lacks and a phone's browser has (Background Sync after the
 * page is closed; a test domain made a secure context by a flag): it runs in the full browser
 * (playwright.config.ts).
 */
export const FULL_BROWSER = { tag: '@full-browser' } as const;

/** axe with the WCAG 2.1 A/AA tags; returns the violations as readable lines. */
export async function axeViolations(page: Page): Promise<string[]> {
  // A scan evaluates half a megabyte of script in the page and checks every node: on a busy 2-core
  // machine that has taken over 20 s on the home page, so each scan adds its own time to the test's
  // allowance. The site has no frames, so axe runs in the page itself (legacy mode): the same rules,
  // without the blank second page that would evaluate axe again to assemble the report.
  test.info().setTimeout(test.info().timeout + 30_000);
  // Colours are judged as they end up: an entrance effect still fading in is not a contrast failure.
  // Only running, finite animations are awaited (a paused one, such as a held autoplay timer, would
  // never finish), and for at most five seconds.
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter(
            (animation) =>
              animation.playState === 'running' &&
              Number.isFinite(animation.effect?.getComputedTiming().endTime),
          )
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 5_000)),
    ]),
  );
  const results = await new AxeBuilder({ page })
    .setLegacyMode()
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} → ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

type WithViolations = { cspViolations: string[] };

/** From the next page loaded on, records every Content-Security-Policy violation: what it blocked and why. */
export async function recordCspViolations(target: Page | BrowserContext) {
  await target.addInitScript(() => {
    const seen: string[] = [];
    Object.defineProperty(window, 'cspViolations', { value: seen });
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} blocked ${event.blockedURI || 'inline code'}`),
    );
  });
}

/** The violations recorded on the page so far (see recordCspViolations). */
export const cspViolations = (page: Page) =>
  page.evaluate(() => (window as unknown as WithViolations).cspViolations);

/**
 * Follows the page's requests from now on; `quiet()` resolves once none but a video's has been under way for
 * half a second. Chromium keeps the request of a video it has paused open (it fetches the rest later), so
 * the load state 'networkidle' waits on a paused video for as long as it stays paused.
 */
export function followRequests(page: Page) {
  const open = new Set<Request>();
  let changed = Date.now();
  page.on('request', (request) => {
    if (request.resourceType() === 'media') return;
    open.add(request);
    changed = Date.now();
  });
  const done = (request: Request) => {
    if (open.delete(request)) changed = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    quiet: () =>
      expect
        .poll(() => open.size === 0 && Date.now() - changed >= 500, { intervals: [100], timeout: 30_000 })
        .toBe(true),
  };
}
