import { ANY_WIDTH, expect, test } from './fixtures';

// The framework's scripts start after the page has loaded and painted (scripts/later-scripts.mjs).
const CHUNK = /\/_next\/static\/chunks\/[^/]+\.js$/;

test(
  'a page loads and paints its largest picture before its scripts are fetched, then its menu works',
  ANY_WIDTH,
  async ({ page }) => {
    await page.goto('/trekking/');
    const scriptStarts = () =>
      page.evaluate(
        (pattern) =>
          performance
            .getEntriesByType('resource')
            .filter((entry) => new RegExp(pattern).test(entry.name))
            .map((entry) => entry.startTime),
        CHUNK.source,
      );
    await expect.poll(async () => (await scriptStarts()).length).toBeGreaterThan(0);
    const { loadEnd, largestPaint } = await page.evaluate(
      () =>
        new Promise<{ loadEnd: number; largestPaint: number }>((resolve) => {
          const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
          new PerformanceObserver((list) => {
            const entries = list.getEntries();
            resolve({ loadEnd: navigation!.loadEventEnd, largestPaint: entries.at(-1)!.startTime });
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
    const firstScript = Math.min(...(await scriptStarts()));
    expect(firstScript).toBeGreaterThanOrEqual(loadEnd);
    expect(firstScript).toBeGreaterThan(largestPaint);
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Site menu' })).toBeVisible();
  },
);

test(
  'a tap on Menu before the scripts have run opens the menu once they have',
  ANY_WIDTH,
  async ({ page }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let requested = 0;
    await page.route(CHUNK, async (route) => {
      requested += 1;
      await held;
      await route.continue();
    });
    await page.goto('/glamping/');
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect.poll(() => requested).toBeGreaterThan(0);
    const drawer = page.getByRole('dialog', { name: 'Site menu' });
    await expect(drawer).toBeHidden();
    release();
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Close menu' })).toBeVisible();
  },
);
