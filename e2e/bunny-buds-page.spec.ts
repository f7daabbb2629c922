import { AxeBuilder } from '@axe-core/playwright';
import { bunnyBuds } from '@/content/bunny-buds';
import { BOTH_WIDTHS, axeViolations, expect, test } from './fixtures';

test.describe('Bunny Buds page', () => {
  test('has the description, the reasons, the activity cards and the lists of learning outcomes', async ({
    page,
  }) => {
    await page.goto('/bunny-buds/');
    const main = page.getByRole('main');
    for (const paragraph of bunnyBuds.description) await expect(main.getByText(paragraph)).toBeVisible();

    const reasons = page.getByRole('region', { name: 'Why choose Bunny Buds' });
    await expect(reasons.getByRole('listitem')).toHaveCount(bunnyBuds.reasons.length);
    await expect(reasons.getByRole('heading', { level: 3 })).toHaveText(
      bunnyBuds.reasons.map((r) => r.title),
    );

    const activities = page.getByRole('region', { name: 'What children do' });
    const cards = activities.getByRole('listitem');
    await expect(cards).toHaveCount(bunnyBuds.activities.length);
    for (const [index, activity] of bunnyBuds.activities.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(activity.title);
      await expect(card.getByText(activity.description)).toBeAttached();
    }

    const outcomes = page.getByRole('region', { name: 'What they take home' });
    await expect(outcomes.getByRole('heading', { level: 3 })).toHaveText(
      bunnyBuds.learningOutcomes.map((list) => list.heading),
    );
    const lists = outcomes.getByRole('list');
    await expect(lists).toHaveCount(bunnyBuds.learningOutcomes.length);
    for (const [index, list] of bunnyBuds.learningOutcomes.entries()) {
      await expect(lists.nth(index).getByRole('listitem')).toHaveText(list.items);
    }
  });

  test('loads activity pictures lazily, at the width they are drawn', BOTH_WIDTHS, async ({ page }) => {
    await page.goto('/bunny-buds/');
    const images = page.getByRole('region', { name: 'What children do' }).locator('img');
    await expect(images).toHaveCount(bunnyBuds.activities.length);
    for (const image of await images.all()) {
      await expect(image).toHaveAttribute('loading', 'lazy');
      await expect(image).toHaveAttribute('sizes', /7rem$/);
      await expect(image).toHaveAttribute('srcset', /384w/);
    }
    const last = images.last();
    await last.scrollIntoViewIfNeeded();
    await expect
      .poll(() => last.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
      .toBe(true);
    const drawn = await last.evaluate((image: HTMLImageElement) => ({
      file: Number(/-(\d+)\.webp$/.exec(image.currentSrc)?.[1]),
      shown: image.clientWidth * devicePixelRatio,
    }));
    expect(drawn.file).toBeGreaterThanOrEqual(Math.min(drawn.shown, 1280) * 0.9);
  });

  test('has nothing axe can find', BOTH_WIDTHS, async ({ page }) => {
    test.slow(); // axe takes seconds per run on these long pages
    await page.goto('/bunny-buds/');
    expect(await axeViolations(page)).toEqual([]);
    // Touch targets of WCAG 2.2 (2.5.8), which Lighthouse checks too.
    const targets = await new AxeBuilder({ page }).withRules(['target-size']).analyze();
    expect(targets.violations.map((violation) => violation.id)).toEqual([]);
  });
});
