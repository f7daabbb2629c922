import type { Locator, Page } from '@playwright/test';
import { bunnyBudsPromo, promoSlides } from '@/content/bunny-buds';
import { gallery, hero, highlights, themes, thingsToEnjoy, timeline } from '@/content/home';
import { reviews } from '@/content/reviews';
import { getVideo } from '@/content/media';
import { REVIEW_PREVIEW_CHARS } from '@/lib/truncate';
import { cropForBox } from '@/lib/video-crop';
import { BOTH_WIDTHS, axeViolations, expect, test } from './fixtures';
import { fixtureReviews, onFixtureSite } from './fixture-site';

const CAROUSELS = [
  ['Bunny Buds moments', promoSlides.length],
  ['Experience themes', themes.length],
  ['Client reviews', reviews.length],
] as const;

/**
 * A carousel once Swiper runs it: its slides are then announced as "1 of n", "2 of n"… Swiper takes over
 * when the visitor reaches for the carousel: here, a mouse over it.
 */
async function mountedCarousel(page: Page, label: string, count: number): Promise<Locator> {
  const carousel = page.getByRole('region', { name: label, exact: true });
  await carousel.scrollIntoViewIfNeeded();
  await carousel.hover();
  await expect(carousel.getByRole('listitem', { name: `1 of ${count}` })).toBeAttached();
  return carousel;
}

const heroSection = (page: Page) => page.getByRole('region', { name: hero.headline, exact: true });

/**
 * The page's clock stands still unless the test moves it (`clock.runFor`), so a slow machine cannot
 * play a slide between the gallery mounting and the test's first look at its counter.
 */
async function stopClock(page: Page) {
  const start = new Date('2026-01-01T08:00:00Z');
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1_000));
}

/**
 * The gallery's "3 / 30" counter, once the lightbox runs (its Play/Pause control is then there). With the
 * clock stopped, the clock moves on in 100 ms steps until the gallery mounts.
 */
async function galleryCounter(page: Page, { clockStopped = false } = {}) {
  const section = page.getByRole('region', { name: 'Snapshots from the hills', exact: true });
  await section.scrollIntoViewIfNeeded();
  const control = section.getByRole('button', { name: /^(Play|Pause)$/ });
  if (clockStopped) {
    await expect
      .poll(async () => (await control.isVisible()) || (await page.clock.runFor(100), false), {
        timeout: 15_000,
      })
      .toBe(true);
  }
  await expect(control).toBeVisible();
  return { section, counter: section.getByText(new RegExp(`^\\d+ / ${gallery.length}$`)) };
}

test.describe('home page', () => {
  test('reads well as plain HTML: every section and the first slides are there before any script', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: hero.headline })).toBeVisible();
    await expect(page.getByText(hero.tagline)).toBeVisible();
    for (const name of [
      'Five ways to meet the hills',
      'Bunny Buds',
      'What a few days here feel like',
      'Things to Enjoy',
      'Travelling Highlights',
      'Snapshots from the hills',
      'What our guests say',
      'Tell us where you want to go',
    ]) {
      await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeAttached();
    }
    await expect(page.getByText(bunnyBudsPromo)).toBeAttached();
    await expect(page.getByText(promoSlides[0]!.name, { exact: true })).toBeAttached();
    await expect(page.getByText(highlights.caption)).toBeAttached();
    await expect(page.getByText(reviews[0]!.name, { exact: true }).first()).toBeAttached();
    await context.close();
  });

  test('the hero shows a spinner and keeps the video hidden until its data has loaded', async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/media\/video\/hero(-\w+)?\.(mp4|webm)/, async (route) => {
      await held;
      // A request still held when the test ends goes with its page.
      await route.continue().catch(() => {});
    });
    await page.goto('/');
    const banner = heroSection(page);
    await expect(banner.getByRole('status')).toHaveText(/loading video/i);
    await expect(banner.locator('video')).toHaveCSS('opacity', '0');
    release();
    await expect(banner.getByRole('status')).toBeHidden({ timeout: 15_000 });
    await expect(banner.locator('video')).toHaveCSS('opacity', '1');
    await expect(banner.getByRole('button', { name: 'Pause background video' })).toBeVisible();
  });

  test('a video that cannot be loaded leaves the poster, with no spinner left turning', async ({
    page,
    allowProblem,
  }) => {
    allowProblem(/request failed: .*\/media\/video\/hero/);
    allowProblem(/console error: Failed to load resource: net::ERR_CONNECTION_FAILED/);
    let refused = 0;
    await page.route(/\/media\/video\/hero(-\w+)?\.(mp4|webm)/, (route) => {
      refused += 1;
      return route.abort('connectionfailed');
    });
    await page.goto('/');
    const banner = heroSection(page);
    // Both sources were asked for and refused; then the player gives up.
    await expect.poll(() => refused).toBeGreaterThanOrEqual(2);
    await expect(banner.getByRole('status')).toHaveCount(0);
    await expect(banner.locator('video')).toHaveCount(0);
    await expect(banner.getByRole('button', { name: /background video/ })).toHaveCount(0);
    const endless = () =>
      page.evaluate(
        () =>
          document
            .getAnimations()
            .filter((animation) => animation.effect?.getComputedTiming().iterations === Infinity).length,
      );
    expect(await endless()).toBe(0);
  });

  test(
    'the hero plays the narrowest cut of its video that covers it, and cuts again when the screen turns',
    BOTH_WIDTHS,
    async ({ page }) => {
      const video = getVideo(hero.video);
      /** The files the hero should play in its box as it is now: a crop covering it, else the whole video. */
      const expected = async () => {
        const box = (await heroSection(page).boundingBox())!;
        const pick = cropForBox(video.crops ?? [], box.width / box.height) ?? video;
        return [pick.webm, pick.mp4];
      };
      const playing = () =>
        heroSection(page)
          .locator('video')
          .evaluate((element: HTMLVideoElement) => new URL(element.currentSrc).pathname);

      await page.goto('/');
      await expect(heroSection(page).getByRole('button', { name: 'Pause background video' })).toBeVisible({
        timeout: 15_000,
      });
      expect(await expected()).toContain(await playing());

      const { width, height } = page.viewportSize()!;
      await page.setViewportSize({ width: height, height: width });
      await expect(heroSection(page).getByRole('button', { name: 'Pause background video' })).toBeVisible({
        timeout: 15_000,
      });
      await expect.poll(async () => (await expected()).includes(await playing())).toBe(true);
    },
  );

  test('the hero poster is the first picture and no video byte is fetched before the page has loaded', async ({
    page,
  }) => {
    const early: string[] = [];
    let loaded = false;
    page.on('load', () => (loaded = true));
    page.on('request', (request) => {
      if (/\.(mp4|webm)/.test(request.url()) && !loaded) early.push(request.url());
    });
    await page.goto('/');
    await expect(page.locator('video').first()).toBeAttached();
    expect(early).toEqual([]);
    const poster = heroSection(page).locator('img').first();
    await expect(poster).toHaveAttribute('fetchpriority', 'high');
    await expect(poster).toHaveAttribute('srcset', /-768\.webp 768w/);
  });

  test('under reduced motion no video is fetched and the poster stays', async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: 'reduce' });
    const page = await context.newPage();
    const videos: string[] = [];
    page.on('request', (request) => /\.(mp4|webm)/.test(request.url()) && videos.push(request.url()));
    await page.goto('/');
    await page.waitForLoadState('load');
    await page.getByRole('heading', { name: 'Travelling Highlights' }).scrollIntoViewIfNeeded();
    // The gallery below has mounted its lightbox: the islands around it have run their effects by now.
    await galleryCounter(page);
    expect(videos).toEqual([]);
    await expect(page.locator('video')).toHaveCount(0);
    await expect(heroSection(page).locator('img').first()).toBeVisible();
    await context.close();
  });

  test(
    'the timeline of offerings reveals itself once it scrolls into view',
    BOTH_WIDTHS,
    async ({ page }) => {
      await page.goto('/');
      const section = page.getByRole('region', { name: 'Five ways to meet the hills', exact: true });
      const items = section.getByRole('listitem');
      await expect(items).toHaveCount(timeline.length);
      await expect(items.last()).toHaveCSS('opacity', '0');
      // A twentieth of it on screen is not enough: it waits for about a tenth.
      const list = section.getByRole('list');
      await list.evaluate((element) => {
        const { top, height } = element.getBoundingClientRect();
        window.scrollBy({ top: top - window.innerHeight + height / 20, behavior: 'instant' });
      });
      await page.evaluate(
        () =>
          new Promise((settled) =>
            requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(settled, 50))),
          ),
      );
      await expect(items.first()).toHaveCSS('opacity', '0');
      await list.scrollIntoViewIfNeeded();
      await expect(items.last()).toHaveCSS('opacity', '1');
      for (const [index, item] of timeline.entries()) {
        await expect(items.nth(index).getByRole('heading', { name: item.name })).toBeVisible();
        await expect(items.nth(index).getByRole('link', { name: `Explore ${item.name}` })).toHaveAttribute(
          'href',
          `${item.path}/`,
        );
      }
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect(items.first()).toHaveCSS('opacity', '1');
    },
  );

  test(
    'the Bunny Buds promo links to its page and its slider disables the ends',
    BOTH_WIDTHS,
    async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('link', { name: /know more/i })).toHaveAttribute('href', '/bunny-buds/');
      const slider = await mountedCarousel(page, 'Bunny Buds moments', promoSlides.length);
      const previous = slider.getByRole('button', { name: 'Previous slide' });
      const next = slider.getByRole('button', { name: 'Next slide' });
      await expect(previous).toBeDisabled();
      for (let i = 1; i < promoSlides.length; i += 1) await next.click();
      await expect(next).toBeDisabled();
      await expect(previous).toBeEnabled();
      await expect(slider.getByText(promoSlides.at(-1)!.name, { exact: true })).toBeInViewport();
    },
  );

  test(
    'Things to Enjoy starts on the first experience and moves the choice to the centre',
    BOTH_WIDTHS,
    async ({ page }) => {
      await page.goto('/');
      const section = page.getByRole('region', { name: 'Things to Enjoy', exact: true });
      const choices = section.getByRole('button');
      const button = (index: number) => section.getByRole('button', { name: thingsToEnjoy[index]!.name });
      await expect(choices).toHaveCount(thingsToEnjoy.length);
      await expect(button(0)).toHaveAttribute('aria-pressed', 'true');

      const middle = Math.floor(thingsToEnjoy.length / 2);
      await button(middle).focus();
      await page.keyboard.press('Enter');
      await expect(button(middle)).toHaveAttribute('aria-pressed', 'true');
      if (middle !== 0) await expect(button(0)).toHaveAttribute('aria-pressed', 'false');
      await expect(section.getByText(thingsToEnjoy[middle]!.description)).toBeVisible();

      const last = thingsToEnjoy.length - 1;
      await button(last).click();
      await expect(button(last)).toHaveAttribute('aria-pressed', 'true');
      await expect(section.getByRole('button', { pressed: true })).toHaveCount(1);
      // The chosen one sits in the middle of the row: as many choices on its left as on its right.
      await expect
        .poll(async () => {
          const chosen = (await button(last).boundingBox())!;
          const centres = await Promise.all(
            (await choices.all()).map(async (choice) => {
              const box = (await choice.boundingBox())!;
              return box.x + box.width / 2;
            }),
          );
          const centre = chosen.x + chosen.width / 2;
          const left = centres.filter((x) => x < centre - 1).length;
          const right = centres.filter((x) => x > centre + 1).length;
          return Math.abs(left - right);
        })
        .toBeLessThanOrEqual(thingsToEnjoy.length % 2 === 0 ? 1 : 0);
    },
  );

  test('reviews: a looping slider with a dot for each review', BOTH_WIDTHS, async ({ page }) => {
    await page.goto('/');
    const slider = await mountedCarousel(page, 'Client reviews', reviews.length);
    const previous = slider.getByRole('button', { name: 'Previous slide' });
    await expect(previous).toBeEnabled();
    await previous.click();
    const last = slider.getByRole('listitem', { name: `${reviews.length} of ${reviews.length}` });
    await expect(last.getByText(reviews.at(-1)!.name, { exact: true })).toBeInViewport();
    await expect(slider.getByRole('link', { name: /go to slide/i })).toHaveCount(reviews.length);
  });

  onFixtureSite(
    `a review over ${REVIEW_PREVIEW_CHARS} characters is cut, with the full text on demand`,
    async ({ page }) => {
      const index = fixtureReviews.findIndex(
        (review) => Array.from(review.review).length > REVIEW_PREVIEW_CHARS,
      );
      const long = fixtureReviews[index]!;
      await page.goto('/');
      const slider = await mountedCarousel(page, 'Client reviews', fixtureReviews.length);
      await slider.getByRole('link', { name: `Go to slide ${index + 1}`, exact: true }).click();
      const card = slider.getByRole('listitem', { name: `${index + 1} of ${fixtureReviews.length}` });
      await expect(card).toBeInViewport();
      const preview = card.getByText(/…”$/);
      const shown = (await preview.textContent()) ?? '';
      expect(Array.from(shown.replace(/^“|…”$/g, '')).length).toBeLessThanOrEqual(REVIEW_PREVIEW_CHARS);
      expect(long.review.startsWith(shown.replace(/^“|…”$/g, ''))).toBe(true);
      // "Read more" is the summary line of a <details>.
      const more = card.locator('summary').filter({ hasText: 'Read more' });
      await more.focus();
      await expect(card.getByRole('tooltip')).toBeVisible();
      await expect(card.getByRole('tooltip')).toHaveText(long.review);
      // Dismissible without moving focus (WCAG 1.4.13), and back on the next focus.
      await page.keyboard.press('Escape');
      await expect(card.getByRole('tooltip')).toBeHidden();
      await expect(more).toBeFocused();
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Tab');
      await expect(more).toBeFocused();
      await expect(card.getByRole('tooltip')).toBeVisible();
      await more.click();
      await expect(card.getByText(`“${long.review}”`)).toBeVisible();
      await expect(preview).toBeHidden();
      await expect(card.getByRole('group')).toHaveJSProperty('open', true);
      await card.getByText('Show less', { exact: true }).click();
      await expect(preview).toBeVisible();
    },
  );

  test('the gallery plays every photo in turn every 3 seconds, pauses, shows thumbnails and goes full screen', async ({
    page,
  }) => {
    await stopClock(page);
    await page.goto('/#gallery');
    const { section, counter } = await galleryCounter(page, { clockStopped: true });
    await expect(counter).toHaveText(`1 / ${gallery.length}`);
    await page.clock.runFor(3_100);
    await expect(counter).toHaveText(`2 / ${gallery.length}`);

    await section.getByRole('button', { name: 'Pause' }).click();
    const paused = (await counter.textContent())!;
    await page.clock.runFor(7_000);
    await expect(counter).toHaveText(paused);
    await section.getByRole('button', { name: 'Play' }).click();
    const after = (Number(paused.split(' ')[0]) % gallery.length) + 1;
    await page.clock.runFor(3_100);
    await expect(counter).toHaveText(`${after} / ${gallery.length}`);
    await section.getByRole('button', { name: 'Pause' }).click();

    await section.getByRole('button', { name: 'Hide thumbnails' }).click();
    await expect(section.getByRole('button', { name: 'Show thumbnails' })).toBeVisible();
    await expect(section.getByRole('button', { name: 'Enter Fullscreen' })).toBeVisible();
    const current = Number((await counter.textContent())!.split(' ')[0]);
    await section.getByRole('button', { name: 'Next' }).click();
    await expect(section.getByRole('img', { name: gallery[current % gallery.length]!.alt })).toBeAttached();
  });

  test('the gallery does not autoplay under reduced motion and keeps its play control', async ({
    browser,
  }) => {
    const context = await browser.newContext({ reducedMotion: 'reduce' });
    const page = await context.newPage();
    await stopClock(page);
    await page.goto('/#gallery');
    const { section, counter } = await galleryCounter(page, { clockStopped: true });
    await expect(section.getByRole('button', { name: 'Play' })).toBeVisible();
    await page.clock.runFor(7_000);
    await expect(counter).toHaveText(`1 / ${gallery.length}`);
    // The slideshow itself works: it moves once the visitor asks for it.
    await section.getByRole('button', { name: 'Play' }).click();
    await page.clock.runFor(3_100);
    await expect(counter).toHaveText(`2 / ${gallery.length}`);
    await context.close();
  });

  test(
    'has no axe findings with every slider, the gallery and the form mounted',
    BOTH_WIDTHS,
    async ({ page }) => {
      test.setTimeout(60_000);
      await page.goto('/');
      for (const [label, count] of CAROUSELS) await mountedCarousel(page, label, count);
      await galleryCounter(page);
      const enquiryForm = page.getByRole('form', { name: 'Tell us where you want to go' });
      await enquiryForm.scrollIntoViewIfNeeded();
      await expect(enquiryForm.getByLabel('First name')).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    },
  );
});
