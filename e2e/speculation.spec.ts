import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// The speculation rules start only once the page has loaded and is shown, never under Save-Data, and
// Chrome reads them without an error. (Chrome refuses to prerender under Playwright, so what a prerender
// brings is measured by `npm run bench`; here the rules and their gate are checked.)
test.use({ reducedMotion: 'reduce' });

const gateOpen = (page: Page) => page.locator('html[data-speculation]');

test('a trip page opens its speculation once loaded, and Chrome accepts its rules', async ({ page }) => {
  const cdp = await page.context().newCDPSession(page);
  const ruleSets: { errorType?: string; sourceText: string }[] = [];
  cdp.on('Preload.ruleSetUpdated', ({ ruleSet }) => ruleSets.push(ruleSet));
  await cdp.send('Preload.enable');
  const candidates: string[] = [];
  cdp.on('Preload.preloadingAttemptSourcesUpdated', ({ preloadingAttemptSources }) =>
    candidates.splice(0, Infinity, ...preloadingAttemptSources.map((source) => source.key.url)),
  );
  await page.goto('/trekking/');
  const trip = await page
    .getByRole('link', { name: /^Full details/ })
    .first()
    .getAttribute('href');
  await page.goto(trip!);
  await page.waitForLoadState('load');
  await expect(gateOpen(page)).toHaveCount(1);
  expect(ruleSets.length).toBeGreaterThan(0);
  expect(ruleSets.filter((ruleSet) => ruleSet.errorType)).toEqual([]);
  // Its group page and its enquiry, and nothing else.
  await expect
    .poll(() => candidates.map((url) => new URL(url).pathname + new URL(url).search))
    .toEqual(expect.arrayContaining(['/trekking/']));
  for (const url of candidates) {
    expect(new URL(url).origin).toBe(new URL(page.url()).origin);
    expect(url).not.toMatch(/\/admin|\.pdf$/);
  }
});

test('no speculation under Save-Data', async ({ page }) => {
  await page.addInitScript(() =>
    Object.defineProperty(navigator, 'connection', { value: { saveData: true } }),
  );
  await page.goto('/trekking/');
  await page.waitForLoadState('load');
  // The gate would open in a task right after the load event, long before the network has been idle.
  await page.waitForLoadState('networkidle');
  await expect(gateOpen(page)).toHaveCount(0);
});

test('a prerendered page speculates nothing until it is opened', async ({ page }) => {
  await page.addInitScript(() => {
    let prerendering = true;
    Object.defineProperty(Document.prototype, 'prerendering', { get: () => prerendering });
    Object.defineProperty(window, '__activate', {
      value: () => {
        prerendering = false;
        document.dispatchEvent(new Event('prerenderingchange'));
      },
    });
  });
  await page.goto('/trekking/');
  await page.waitForLoadState('networkidle');
  await expect(gateOpen(page)).toHaveCount(0);
  await page.evaluate(() => (window as unknown as { __activate(): void }).__activate());
  await expect(gateOpen(page)).toHaveCount(1);
});
