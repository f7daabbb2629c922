import type { Locator, Page, TestInfo } from '@playwright/test';
import { SHARE_ROUTES } from '@/lib/seo';
import { REVIEW_PREVIEW_CHARS } from '@/lib/truncate';
import { BOTH_WIDTHS, expect, test } from './fixtures';
import { fixtureReviews, onFixtureSite } from './fixture-site';

/*
 * Nothing a visitor needs is clipped or covered: the floating WhatsApp button leaves every control at
 * the end of a page, the carousels' arrows and the form's send button reachable; a long review's full
 * text shows whole; the drawer's slide is short whenever it fills the screen.
 */

type Box = { x: number; y: number; width: number; height: number };

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

const whatsappButton = (page: Page) => page.getByRole('link', { name: /chat with us on whatsapp/i });

/** The boxes of the links and buttons at least partly in the viewport, the WhatsApp button aside. */
async function controlsInView(page: Page): Promise<{ name: string; box: Box }[]> {
  const found: { name: string; box: Box }[] = [];
  for (const role of ['link', 'button'] as const) {
    const boxes = await page.getByRole(role).evaluateAll((elements) =>
      elements.map((element) => {
        const { x, y, width, height } = element.getBoundingClientRect();
        const label = element.getAttribute('aria-label') ?? element.textContent ?? '';
        return { name: label.trim().slice(0, 60), box: { x, y, width, height } };
      }),
    );
    found.push(...boxes);
  }
  const viewport = page.viewportSize()!;
  return found.filter(
    ({ name, box }) =>
      !/whatsapp/i.test(name) &&
      box.width > 0 &&
      box.height > 0 &&
      box.y < viewport.height &&
      box.y + box.height > 0,
  );
}

async function expectClearOfWhatsApp(page: Page, control: Locator) {
  const button = (await whatsappButton(page).boundingBox())!;
  const box = (await control.boundingBox())!;
  expect(overlaps(box, button), `${await control.getAttribute('aria-label')} under the WhatsApp button`).toBe(
    false,
  );
}

for (const [key, path] of Object.entries(SHARE_ROUTES)) {
  test(
    `${key}: at the end of the page no control sits under the WhatsApp button`,
    BOTH_WIDTHS,
    async ({ page }) => {
      await page.goto(path);
      // Sections take their real height as they near the screen: scroll on until the end stays put.
      await expect
        .poll(() =>
          page.evaluate(() => {
            window.scrollTo(0, document.documentElement.scrollHeight);
            return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
          }),
        )
        .toBe(true);
      const button = (await whatsappButton(page).boundingBox())!;
      const controls = await controlsInView(page);
      expect(controls.length).toBeGreaterThan(0);
      expect(controls.filter(({ box }) => overlaps(box, button)).map(({ name }) => name)).toEqual([]);
    },
  );
}

test(
  'where the home page opens, the video’s pause button and every other control are clear of the WhatsApp button',
  BOTH_WIDTHS,
  async ({ page }) => {
    await page.goto('/');
    const pause = page.getByRole('button', { name: 'Pause background video' }).first();
    await expect(pause).toBeVisible({ timeout: 15_000 });
    await expectClearOfWhatsApp(page, pause);
    const button = (await whatsappButton(page).boundingBox())!;
    expect(
      (await controlsInView(page)).filter(({ box }) => overlaps(box, button)).map(({ name }) => name),
    ).toEqual([]);
  },
);

test(
  'every carousel arrow stays clear of the WhatsApp button, even at the bottom of the screen',
  BOTH_WIDTHS,
  async ({ page }) => {
    // Six pages, every arrow on each: more than one page's worth of the default timeout on a slow machine.
    test.setTimeout(90_000);
    let arrows = 0;
    for (const path of Object.values(SHARE_ROUTES)) {
      await page.goto(path);
      const carousels = page
        .getByRole('region')
        .filter({ has: page.getByRole('button', { name: 'Next slide' }) });
      for (const carousel of await carousels.all()) {
        for (const name of ['Previous slide', 'Next slide']) {
          const arrow = carousel.getByRole('button', { name });
          // The worst case: the arrow on the screen's bottom edge, where the floating button sits.
          await arrow.evaluate((element) => element.scrollIntoView({ block: 'end', behavior: 'instant' }));
          await expectClearOfWhatsApp(page, arrow);
          arrows += 1;
        }
      }
    }
    expect(arrows).toBeGreaterThan(0);
  },
);

test(
  'the send button stays clear of the WhatsApp button at the bottom of the screen',
  BOTH_WIDTHS,
  async ({ page }) => {
    await page.goto('/#enquiry');
    const send = page.getByRole('button', { name: 'Send enquiry' });
    await expect(send).toBeVisible({ timeout: 15_000 });
    await send.evaluate((element) => element.scrollIntoView({ block: 'end', behavior: 'instant' }));
    await expectClearOfWhatsApp(page, send);
  },
);

/**
 * The home page's first review card long enough to be cut, brought into view (desktop: hover shows its text),
 * on the fixture site.
 */
async function longReviewCard(page: Page, testInfo: TestInfo) {
  test.skip(testInfo.project.name === 'phone', 'on touch screens "Read more" opens the text in place');
  const index = fixtureReviews.findIndex((review) => Array.from(review.review).length > REVIEW_PREVIEW_CHARS);
  await page.goto('/');
  const slider = page.getByRole('region', { name: 'Client reviews', exact: true });
  await slider.scrollIntoViewIfNeeded();
  await slider.hover();
  const card = slider.getByRole('listitem', { name: `${index + 1} of ${fixtureReviews.length}` });
  await slider.getByRole('link', { name: `Go to slide ${index + 1}`, exact: true }).click();
  await expect(card).toBeInViewport();
  return { card, review: fixtureReviews[index]!.review };
}

/** Hovers "Read more" on the card and returns the tooltip, checked to show the review's full text. */
async function hoveredLongReview({ card, review }: { card: Locator; review: string }) {
  await card.getByText('Read more', { exact: true }).hover();
  const tooltip = card.getByRole('tooltip');
  await expect(tooltip).toBeVisible();
  await expect(tooltip).toHaveText(review);
  return tooltip;
}

onFixtureSite(
  'a long review’s full text shows whole, above the slider, not clipped by it',
  BOTH_WIDTHS,
  async ({ page }, testInfo) => {
    const tooltip = await hoveredLongReview(await longReviewCard(page, testInfo));
    // The share of the tooltip left visible by every ancestor that clips its content.
    const shown = await tooltip.evaluate((element) => {
      const box = element.getBoundingClientRect();
      let [left, top, right, bottom] = [box.left, box.top, box.right, box.bottom];
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        const style = getComputedStyle(parent);
        const clip = parent.getBoundingClientRect();
        if (style.overflowX !== 'visible')
          [left, right] = [Math.max(left, clip.left), Math.min(right, clip.right)];
        if (style.overflowY !== 'visible')
          [top, bottom] = [Math.max(top, clip.top), Math.min(bottom, clip.bottom)];
      }
      const area = Math.max(0, right - left) * Math.max(0, bottom - top);
      return area / (box.width * box.height);
    });
    expect(shown).toBeGreaterThan(0.99);
  },
);

onFixtureSite(
  'a long review’s full text stays on screen when its card sits just under the header',
  BOTH_WIDTHS,
  async ({ page }, testInfo) => {
    const long = await longReviewCard(page, testInfo);
    const { card } = long;
    const header = page.getByRole('banner');
    const headerBottom = (await header.boundingBox())!.y + (await header.boundingBox())!.height;
    // Scroll the card up until its top is 8 px below the sticky header: no room above it for the text.
    await page.mouse.wheel(0, (await card.boundingBox())!.y - headerBottom - 8);
    await expect.poll(async () => Math.abs((await card.boundingBox())!.y - headerBottom - 8) <= 2).toBe(true);
    const tooltip = await hoveredLongReview(long);
    const box = (await tooltip.boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(box.y).toBeGreaterThanOrEqual(headerBottom);
    expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
  },
);

test('the drawer slides in 150 ms whenever it fills the screen, 300 ms beside the page', async ({ page }) => {
  await page.goto('/glamping/');
  const drawer = page.getByRole('dialog', { name: 'Site menu' });
  for (const width of [360, 390, 480, 600, 639, 640, 1024]) {
    await page.setViewportSize({ width, height: 800 });
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(drawer).toBeVisible();
    const { fills, duration } = await drawer.evaluate((element) => ({
      fills: Math.abs(element.getBoundingClientRect().width - document.documentElement.clientWidth) < 1,
      duration: getComputedStyle(element).transitionDuration.split(',')[0]!.trim(),
    }));
    expect(duration, `at ${width} px`).toBe(fills ? '0.15s' : '0.3s');
    if (width < 640) expect(fills, `at ${width} px the drawer fills the screen`).toBe(true);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
  }
});
