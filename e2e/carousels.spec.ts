import type { Locator, Page } from '@playwright/test';
import { tripEntries } from '@/content/trips';
import { promoSlides } from '@/content/bunny-buds';
import { themes } from '@/content/home';
import { reviews } from '@/content/reviews';
import { REVIEW_PREVIEW_CHARS } from '@/lib/truncate';
import { BOTH_WIDTHS, expect, test } from './fixtures';
import { fixtureReviews, onFixtureSite } from './fixture-site';

const { trekking: treks, camping: camps, adventure: activities } = tripEntries;

/**
 * Every carousel moves the same way before Swiper takes it over (a plain row that scrolls and snaps) and
 * after: one slide per press of Next or Previous, looping where it loops, its dots there from the first
 * paint, nothing moving when Swiper starts, and a review's tooltip never cut off by the row.
 */
const CAROUSELS = [
  { path: '/', label: 'Bunny Buds moments', count: promoSlides.length, loop: false, dots: false },
  { path: '/', label: 'Experience themes', count: themes.length, loop: false, dots: true },
  { path: '/', label: 'Client reviews', count: reviews.length, loop: true, dots: true },
  { path: '/trekking/', label: 'Trek packages', count: treks.length, loop: true, dots: false },
  { path: '/camping/', label: 'Camp packages', count: camps.length, loop: true, dots: false },
  {
    path: '/adventure-activities/',
    label: 'Adventure activities',
    count: activities.length,
    loop: false,
    dots: false,
  },
] as const;

type Carousel = (typeof CAROUSELS)[number];

const region = (page: Page, label: string) => page.getByRole('region', { name: label, exact: true });
const row = (carousel: Locator, label: string) => carousel.getByRole('list', { name: label, exact: true });
/** Swiper announces its slides as "1 of n": there only once it has taken the carousel over. */
const swiperRuns = (carousel: Locator, count: number) =>
  carousel.getByRole('listitem', { name: `1 of ${count}` });

/** The ids of the row's slides in their first order: which slide is which, wherever the carousel moves them. */
const slideIds = (list: Locator) =>
  list.evaluate((element) => [...element.children].map((slide) => slide.id));

/**
 * Where the row has come to rest: the slide at its start edge (its index in the first order) and how many
 * slides show whole; null while it moves (no slide at the edge, a scroll or a transition under way).
 */
async function resting(list: Locator, ids: string[]) {
  return list.evaluate(async (element, order) => {
    const frame = element.parentElement!.getBoundingClientRect();
    const sample = () =>
      [...element.children].map((slide) => {
        const box = slide.getBoundingClientRect();
        return { id: slide.id, left: box.left, right: box.right };
      });
    const before = sample();
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    const after = sample();
    const still = before.every((slide, i) => slide.left === after[i]!.left);
    const front = after.find((slide) => Math.abs(slide.left - frame.left) < 2);
    if (!still || !front || element.getAnimations().length) return null;
    const whole = after.filter((slide) => slide.left >= frame.left - 2 && slide.right <= frame.right + 2);
    return { front: order.indexOf(front.id), perView: whole.length };
  }, ids);
}

async function frontOnceStill(list: Locator, ids: string[]) {
  let state: Awaited<ReturnType<typeof resting>> = null;
  await expect.poll(async () => (state = await resting(list, ids)) !== null).toBe(true);
  return state!;
}

/** The carousel `label` on the open page, scrolled into view: its region, its row and its slides' ids. */
async function carouselOn(page: Page, label: string) {
  const area = region(page, label);
  await area.scrollIntoViewIfNeeded();
  const list = row(area, label);
  return { area, list, ids: await slideIds(list) };
}

/** Holds back Swiper's code (the script that announces slides as "1 of n") until `release` is called. */
async function holdSwiper(page: Page) {
  let release!: () => void;
  const held = new Promise<void>((done) => (release = done));
  await page.route(/\.js(\?|$)/, async (route) => {
    // A script still on its way when the test ends finds its response disposed with the page: it is dropped.
    const response = await route.fetch().catch(() => null);
    const body = await response?.text().catch(() => null);
    if (!response || body == null) return route.abort().catch(() => {});
    if (body.includes('{{index}} of {{slidesLength}}')) await held;
    await route.fulfill({ response }).catch(() => {});
  });
  return release;
}

for (const carousel of CAROUSELS) {
  const { path, label, count, loop } = carousel;

  test(
    `${label}: each press of Next or Previous moves one slide, before and after Swiper`,
    BOTH_WIDTHS,
    async ({ page }) => {
      await page.goto(path);
      const { area, list, ids } = await carouselOn(page, label);
      const next = area.getByRole('button', { name: 'Next slide' });
      const previous = area.getByRole('button', { name: 'Previous slide' });
      await expect(swiperRuns(area, count)).toHaveCount(0);
      const { front, perView } = await frontOnceStill(list, ids);
      expect(front).toBe(0);
      // A looping carousel has a position per slide; one that stops, one per slide that can be in front.
      const positions = loop ? count : count - perView + 1;

      const press = async (button: Locator, expected: number) => {
        await button.click();
        await expect.poll(async () => (await resting(list, ids))?.front).toBe(expected);
      };
      if (loop) {
        // Next n times: every slide in front once, one at a time, and back to the first.
        for (let i = 1; i <= count; i += 1) await press(next, i % count);
        // Previous at the first slide goes round to the last, and Next back.
        await press(previous, count - 1);
        await press(next, 0);
      } else {
        await expect(previous).toBeDisabled();
        for (let i = 1; i < positions; i += 1) await press(next, i);
        await expect(next).toBeDisabled();
        for (let i = positions - 2; i >= 0; i -= 1) await press(previous, i);
        await expect(previous).toBeDisabled();
      }
      // The first press moved the plain row; Swiper took over on the way.
      await expect(swiperRuns(area, count)).toBeAttached();
    },
  );

  test(`${label}: two quick presses of Next move two slides, before Swiper as after`, async ({ page }) => {
    await page.goto(path);
    await page.waitForLoadState('load');
    // The plain row alone: Swiper's code is held back until both presses have landed.
    const release = await holdSwiper(page);
    const { area, list, ids } = await carouselOn(page, label);
    const next = area.getByRole('button', { name: 'Next slide' });
    expect((await frontOnceStill(list, ids)).front).toBe(0);
    // A quick double tap: the second press lands while the first move is still on its way.
    await next.scrollIntoViewIfNeeded();
    const box = (await next.boundingBox())!;
    for (let press = 0; press < 2; press += 1) {
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    }
    await expect.poll(async () => (await resting(list, ids))?.front).toBe(2);
    release();
    await expect(swiperRuns(area, count)).toBeAttached();
    expect((await frontOnceStill(list, ids)).front).toBe(2);
  });

  test(`${label}: Swiper takes over where the row is, with no shift`, BOTH_WIDTHS, async ({ page }) => {
    await page.goto(path);
    await page.waitForLoadState('load');
    const release = await holdSwiper(page);
    const { area, list, ids } = await carouselOn(page, label);
    // Off the first slide: a looping row round to its last, one that stops a slide on.
    const button = area.getByRole('button', { name: loop ? 'Previous slide' : 'Next slide' });
    await button.click();
    const expected = loop ? count - 1 : 1;
    await expect.poll(async () => (await resting(list, ids))?.front).toBe(expected);
    await expect(swiperRuns(area, count)).toHaveCount(0);

    // Where the arrows and the slide in front sit on screen. The plain row scrolls by whole pixels where
    // Swiper translates by fractions of one: they may differ by less than a pixel.
    const boxes = async () => {
      const placed = await Promise.all(
        [
          area.getByRole('button', { name: 'Previous slide' }),
          area.getByRole('button', { name: 'Next slide' }),
          page.locator(`[id="${ids[expected]}"]`),
        ].map((element) => element.boundingBox()),
      );
      return placed.flatMap((box) =>
        [box!.x, box!.y, box!.width, box!.height].map((n) => Math.round(n * 2) / 2),
      );
    };
    const before = await boxes();
    await page.evaluate(() => {
      const shifts: number[] = [];
      new PerformanceObserver((entries) => {
        for (const entry of entries.getEntries()) shifts.push((entry as unknown as { value: number }).value);
      }).observe({ type: 'layout-shift' });
      (window as unknown as { shifts: number[] }).shifts = shifts;
    });
    release();
    await expect(swiperRuns(area, count)).toBeAttached({ timeout: 15_000 });
    await frontOnceStill(list, ids);
    expect((await resting(list, ids))?.front).toBe(expected);
    const after = await boxes();
    expect(after.map((value, i) => Math.abs(value - before[i]!)).filter((moved) => moved >= 1)).toEqual([]);
    const shift = await page.evaluate(() =>
      (window as unknown as { shifts: number[] }).shifts.reduce((sum, value) => sum + value, 0),
    );
    test.info().annotations.push({ type: 'layout shift at takeover', description: String(shift) });
    expect(shift).toBe(0);
  });
}

for (const carousel of CAROUSELS.filter((candidate) => candidate.dots)) {
  const { path, label, count, loop } = carousel as Carousel;

  test(
    `${label}: the dots show the position and move the row, before and after Swiper`,
    BOTH_WIDTHS,
    async ({ page }) => {
      await page.goto(path);
      const { area, list, ids } = await carouselOn(page, label);
      const { perView } = await frontOnceStill(list, ids);
      const positions = loop ? count : count - perView + 1;
      const dots = area.getByRole('link', { name: /^Go to slide \d+$/ });
      await expect(dots).toHaveCount(positions);
      const dot = (index: number) =>
        area.getByRole('link', { name: `Go to slide ${index + 1}`, exact: true });
      await expect(dot(0)).toHaveAttribute('aria-current', 'true');

      const choose = async (index: number) => {
        await dot(index).click();
        await expect.poll(async () => (await resting(list, ids))?.front).toBe(index);
        await expect(dot(index)).toHaveAttribute('aria-current', 'true');
        await expect(area.locator('[aria-current="true"]')).toHaveCount(1);
      };
      // The first press moves the plain row; the next ones Swiper, the dots the same links throughout.
      await choose(positions - 1);
      await expect(swiperRuns(area, count)).toBeAttached();
      await choose(1);
      await choose(0);
      await area.getByRole('button', { name: 'Next slide' }).click();
      await expect(dot(1)).toHaveAttribute('aria-current', 'true');
      expect(page.url()).not.toContain('#');
    },
  );

  test(`${label}: the dots are there and work with scripts off`, BOTH_WIDTHS, async ({ browser }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: test.info().project.use.viewport!,
    });
    const page = await context.newPage();
    await page.goto(path);
    const area = region(page, label);
    await area.scrollIntoViewIfNeeded();
    const dots = area.getByRole('link', { name: /^Go to slide \d+$/ });
    expect(await dots.count()).toBeGreaterThan(1);
    for (const dot of await dots.all()) await expect(dot).toBeVisible();
    await expect(dots.first()).toHaveAttribute('aria-current', 'true');
    await expect(area.getByRole('button', { name: /slide$/ })).toHaveCount(0);
    const last = (await dots.count()) - 1;
    const target = page.locator(`[id="${(await slideIds(row(area, label)))[last]}"]`);
    await dots.last().click();
    await expect(target).toBeInViewport({ ratio: 0.9 });
    await context.close();
  });
}

onFixtureSite(
  'a long review’s tooltip, opened before Swiper takes over, shows whole and on screen',
  BOTH_WIDTHS,
  async ({ page }, testInfo) => {
    // The last long one: the row has to move to bring it to the front.
    const index = fixtureReviews.findLastIndex(
      (review) => Array.from(review.review).length > REVIEW_PREVIEW_CHARS,
    );
    await page.goto('/');
    await page.waitForLoadState('load');
    const release = await holdSwiper(page);
    const area = region(page, 'Client reviews');
    await area.scrollIntoViewIfNeeded();
    const list = row(area, 'Client reviews');
    const ids = await slideIds(list);
    await area.getByRole('link', { name: `Go to slide ${index + 1}`, exact: true }).click();
    await expect.poll(async () => (await resting(list, ids))?.front).toBe(index);
    const card = page.locator(`[id="${ids[index]}"]`);
    const tooltip = card.getByRole('tooltip');
    const more = card.locator('summary').filter({ hasText: 'Read more' });

    /** Is the tooltip whole inside the viewport, and the topmost thing near its (rounded) corners and at its centre? */
    const wholeOnScreen = () =>
      tooltip.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const inside =
          box.top >= 0 &&
          box.left >= 0 &&
          box.bottom <= window.innerHeight &&
          box.right <= document.documentElement.clientWidth;
        (element as HTMLElement).style.pointerEvents = 'auto';
        const points = [
          [box.left + 14, box.top + 14],
          [box.right - 14, box.top + 14],
          [box.left + 14, box.bottom - 14],
          [box.right - 14, box.bottom - 14],
          [box.left + box.width / 2, box.top + box.height / 2],
        ];
        const topmost = points.every(([x, y]) => element.contains(document.elementFromPoint(x!, y!)));
        (element as HTMLElement).style.pointerEvents = '';
        return inside && topmost;
      });

    // With the mouse.
    await more.hover();
    await expect(tooltip).toBeVisible();
    await expect(swiperRuns(area, fixtureReviews.length)).toHaveCount(0);
    expect(await wholeOnScreen()).toBe(true);
    // Swiper takes over under the mouse: the tooltip stays, whole.
    release();
    await expect(swiperRuns(area, fixtureReviews.length)).toBeAttached({ timeout: 15_000 });
    await expect(tooltip).toBeVisible();
    expect(await wholeOnScreen()).toBe(true);
    await page.mouse.move(0, 0);
    await expect(tooltip).toBeHidden();

    // With the keyboard.
    await page.keyboard.press('Shift+Tab');
    await more.focus();
    await expect(tooltip).toBeVisible();
    expect(await wholeOnScreen()).toBe(true);
    await page.keyboard.press('Escape');
    await expect(tooltip).toBeHidden();

    // With a finger, "Read more" opens the whole text in the card instead.
    if (testInfo.project.use.hasTouch) {
      await page.locator('body').focus();
      await more.tap();
      await expect(card.getByText(`“${fixtureReviews[index]!.review}”`)).toBeInViewport();
      await expect(tooltip).toBeHidden();
    }
  },
);
