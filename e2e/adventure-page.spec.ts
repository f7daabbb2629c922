import { AxeBuilder } from '@axe-core/playwright';
import { tripEntries } from '@/content/trips';
import { safetyTips } from '@/content/adventure';
import { BOTH_WIDTHS, axeViolations, expect, test } from './fixtures';
import { fixtureGuidelines, onFixtureSite } from './fixture-site';

const { adventure: activities } = tripEntries;

const FIRST_OF_ALL = `1 of ${activities.length}`;

test.describe('adventure page', () => {
  test('has the activities, the guidelines and the safety instructions', async ({ page }) => {
    await page.goto('/adventure-activities/');
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
      'Activities',
      'Guidelines',
      'Safety Instructions',
    ]);
    const carousel = page.getByRole('region', { name: 'Adventure activities', exact: true });
    await expect(carousel.getByRole('figure')).toHaveText(activities.map((activity) => activity.name));
    const safety = page.getByRole('region', { name: 'Safety Instructions' });
    await expect(safety.getByRole('listitem')).toHaveCount(safetyTips.length);
    await expect(safety.getByRole('heading', { level: 3 })).toHaveText(safetyTips.map((tip) => tip.title));
  });

  test("links each activity's own page from its slide, scripts or not", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/adventure-activities/');
    const carousel = page.getByRole('region', { name: 'Adventure activities', exact: true });
    for (const activity of activities) {
      const slide = carousel.getByRole('figure', { name: activity.name });
      await expect(slide.getByRole('link', { name: activity.name })).toHaveAttribute(
        'href',
        `/adventure-activities/${activity.id}/`,
      );
    }
    await carousel
      .getByRole('figure', { name: activities.at(-1)!.name })
      .getByRole('link')
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(activities.at(-1)!.name);
    await context.close();
  });

  test(
    'describes the activity in view under the carousel, with buttons disabled at the ends',
    BOTH_WIDTHS,
    async ({ page }) => {
      await page.goto('/adventure-activities/');
      const carousel = page.getByRole('region', { name: 'Adventure activities', exact: true });
      await carousel.scrollIntoViewIfNeeded();
      await carousel.hover();
      await expect(carousel.getByRole('listitem', { name: FIRST_OF_ALL })).toBeAttached();
      const previous = carousel.getByRole('button', { name: 'Previous slide' });
      const next = carousel.getByRole('button', { name: 'Next slide' });
      const caption = carousel
        .locator('[aria-live="polite"]')
        .filter({ has: page.getByRole('heading', { level: 3 }) });
      await expect(caption).toHaveCount(1);

      await expect(previous).toBeDisabled();
      for (const [index, activity] of activities.entries()) {
        await expect(caption.getByRole('heading', { level: 3 })).toHaveText(activity.name);
        await expect(caption).toContainText(activity.description ?? activity.tagline);
        await expect(caption).toContainText(`Activity ${index + 1} of ${activities.length}`);
        await expect(carousel.getByRole('figure', { name: activity.name })).toBeInViewport();
        if (index < activities.length - 1) await next.click();
      }
      await expect(next).toBeDisabled();
      await expect(previous).toBeEnabled();
      await previous.click();
      await expect(caption.getByRole('heading', { level: 3 })).toHaveText(activities.at(-2)!.name);
    },
  );

  onFixtureSite(
    'opens the first guideline, keeps one open at a time, and closes the open one on click',
    async ({ page }) => {
      const guidelines = fixtureGuidelines;
      await page.goto('/adventure-activities/');
      const accordion = page.getByRole('region', { name: 'Guidelines' });
      await expect(accordion.getByRole('group')).toHaveCount(guidelines.length);
      const summaries = guidelines.map((guideline) => accordion.getByText(guideline.title, { exact: true }));
      const bodies = guidelines.map((guideline) => accordion.getByText(guideline.body, { exact: true }));
      /** Only the guideline at `open` shows its text (none when null). */
      const expectOpen = async (open: number | null) => {
        for (const [index, body] of bodies.entries()) {
          if (index === open) await expect(body).toBeVisible();
          else await expect(body).toBeHidden();
        }
      };
      const last = guidelines.length - 1;

      await expectOpen(0);
      await summaries[1]!.click();
      await expectOpen(1);
      await summaries[1]!.click();
      await expectOpen(null);
      await summaries[last]!.focus();
      await page.keyboard.press('Enter');
      await expectOpen(last);
    },
  );

  onFixtureSite(
    'caps each guideline panel at 15rem and animates it only when motion is welcome',
    async ({ page }) => {
      await page.goto('/adventure-activities/');
      const panel = page.getByText(fixtureGuidelines[0]!.body, { exact: true });
      expect(await panel.evaluate((element) => getComputedStyle(element).maxHeight)).toBe('240px');
      const duration = () =>
        page
          .getByRole('region', { name: 'Guidelines' })
          .getByRole('group')
          .first()
          .evaluate((element) =>
            parseFloat(getComputedStyle(element, '::details-content').transitionDuration),
          );
      expect(await duration()).toBeGreaterThan(0.1);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      expect(await duration()).toBeLessThan(0.01);
    },
  );

  test('has nothing axe can find', BOTH_WIDTHS, async ({ page }) => {
    test.slow(); // axe takes seconds per run on these long pages
    await page.goto('/adventure-activities/');
    const carousel = page.getByRole('region', { name: 'Adventure activities', exact: true });
    await carousel.scrollIntoViewIfNeeded();
    await carousel.hover();
    await expect(carousel.getByRole('listitem', { name: FIRST_OF_ALL })).toBeAttached();
    expect(await axeViolations(page)).toEqual([]);
    // Touch targets of WCAG 2.2 (2.5.8), which Lighthouse checks too.
    const targets = await new AxeBuilder({ page }).withRules(['target-size']).analyze();
    expect(targets.violations.map((violation) => violation.id)).toEqual([]);
  });
});
