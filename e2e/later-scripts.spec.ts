import { ANY_WIDTH, expect, test } from './fixtures';

// The framework's scripts start once the page has painted (scripts/later-scripts.mjs).
const CHUNK = /\/_next\/static\/chunks\/[^/]+\.js$/;

for (const path of ['/', '/trekking/']) {
  test(
    `${path}: the largest paint comes before any script is fetched, and the menu then works`,
    ANY_WIDTH,
    async ({ page }) => {
      await page.goto(path);
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
      const largestPaint = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            new PerformanceObserver((list) => resolve(list.getEntries().at(-1)!.startTime)).observe({
              type: 'largest-contentful-paint',
              buffered: true,
            });
          }),
      );
      expect(Math.min(...(await scriptStarts()))).toBeGreaterThan(largestPaint);
      await page.getByRole('button', { name: 'Menu' }).click();
      await expect(page.getByRole('dialog', { name: 'Site menu' })).toBeVisible();
    },
  );
}

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
