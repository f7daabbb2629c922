import type { Page } from '@playwright/test';
import { gallery, hero, highlights, reviews, thingsToEnjoy, timeline } from '../content/home';
import { bunnyBudsPromo, promoSlides } from '../content/bunny-buds';
import { axeViolations, expect, test } from './fixtures';

/** Scroll through the page so every lazy island (carousels, gallery) mounts. */
async function scrollThrough(page: Page) {
  const height = await page.evaluate(() => document.body.scrollHeight);
  for (let y = 0; y < height; y += 800) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(40);
  }
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
    ]) {
      await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeAttached();
    }
    await expect(page.getByText(bunnyBudsPromo)).toBeAttached();
    await expect(page.getByText(promoSlides[0]!.name, { exact: true })).toBeAttached();
    await expect(page.getByText(highlights.caption)).toBeAttached();
    await expect(page.getByText(reviews[0]!.name)).toBeAttached();
    await expect(page.locator('#enquiry')).toBeAttached();
    await context.close();
  });

  test('the hero shows a spinner and keeps the video hidden until its data has loaded', async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/media\/video\/hero\.(mp4|webm)/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/');
    const banner = page.locator('section').first();
    await expect(banner.getByRole('status')).toHaveText(/loading video/i);
    await expect(banner.locator('video')).toHaveCSS('opacity', '0');
    release();
    await expect(banner.getByRole('status')).toBeHidden({ timeout: 15_000 });
    await expect(banner.locator('video')).toHaveCSS('opacity', '1');
    await expect(banner.getByRole('button', { name: 'Pause background video' })).toBeVisible();
  });

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
    const poster = page.locator('section').first().locator('img').first();
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
    await scrollThrough(page);
    await page.waitForTimeout(500);
    expect(videos).toEqual([]);
    await expect(page.locator('video')).toHaveCount(0);
    await context.close();
  });

  test('the timeline of five offerings reveals itself once it scrolls into view', async ({ page }) => {
    await page.goto('/');
    const section = page.locator('section', {
      has: page.getByRole('heading', { name: 'Five ways to meet the hills' }),
    });
    const reveal = section.locator('[data-revealed]');
    await expect(reveal).toHaveAttribute('data-revealed', 'false');
    await section.getByRole('list').scrollIntoViewIfNeeded();
    await expect(reveal).toHaveAttribute('data-revealed', 'true');
    const items = section.getByRole('listitem');
    await expect(items).toHaveCount(5);
    for (const [index, item] of timeline.entries()) {
      await expect(items.nth(index).getByRole('heading', { name: item.name })).toBeVisible();
      await expect(items.nth(index).getByRole('link', { name: `Explore ${item.name}` })).toHaveAttribute(
        'href',
        `${item.path}/`,
      );
    }
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(reveal).toHaveAttribute('data-revealed', 'true');
  });

  test('the Bunny Buds promo links to its page and its slider disables the ends', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: /know more/i })).toHaveAttribute('href', '/bunny-buds/');
    const slider = page.getByRole('region', { name: 'Bunny Buds moments' });
    await slider.scrollIntoViewIfNeeded();
    const previous = slider.getByRole('button', { name: 'Previous slide' });
    const next = slider.getByRole('button', { name: 'Next slide' });
    await expect(previous).toBeDisabled();
    await expect(slider.locator('.swiper-initialized')).toBeAttached();
    for (let i = 1; i < promoSlides.length; i += 1) await next.click();
    await expect(next).toBeDisabled();
    await expect(previous).toBeEnabled();
    await expect(slider.getByText(promoSlides.at(-1)!.name, { exact: true })).toBeInViewport();
  });

  test('Things to Enjoy starts on the first experience and moves the choice to the centre', async ({
    page,
  }) => {
    await page.goto('/');
    const section = page.locator('section', { has: page.getByRole('heading', { name: 'Things to Enjoy' }) });
    const choices = section.getByRole('button');
    await expect(choices).toHaveCount(5);
    await expect(section.getByRole('button', { name: thingsToEnjoy[0]!.name })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const third = section.getByRole('button', { name: thingsToEnjoy[2]!.name });
    await third.focus();
    await page.keyboard.press('Enter');
    await expect(third).toHaveAttribute('aria-pressed', 'true');
    await expect(section.getByRole('button', { name: thingsToEnjoy[0]!.name })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await expect(section.getByText(thingsToEnjoy[2]!.desc)).toBeVisible();
    const last = section.getByRole('button', { name: thingsToEnjoy[4]!.name });
    await last.click();
    await expect(last).toHaveAttribute('aria-pressed', 'true');
    // The chosen one sits in the middle of the five.
    expect(await last.evaluate((el) => getComputedStyle(el.parentElement!).order)).toBe('2');
    await expect(section.locator('[aria-pressed="true"]')).toHaveCount(1);
  });

  test('reviews: a looping slider; long texts are cut at 280 characters with the full text on demand', async ({
    page,
  }) => {
    await page.goto('/');
    const slider = page.getByRole('region', { name: 'Client reviews' });
    await slider.scrollIntoViewIfNeeded();
    await expect(slider.locator('.swiper-initialized')).toBeAttached();
    const previous = slider.getByRole('button', { name: 'Previous slide' });
    await expect(previous).toBeEnabled();
    await previous.click();
    await expect(slider.getByRole('button', { name: /go to slide/i })).toHaveCount(reviews.length);
    const long = reviews.find((review) => review.review.length > 280)!;
    const card = slider.locator('.swiper-slide', { hasText: long.name }).first();
    await slider.getByRole('button', { name: `Go to slide ${reviews.indexOf(long) + 1}` }).click();
    const shown = await card.locator('p').first().textContent();
    expect(shown).toMatch(/…”$/);
    expect(Array.from(shown!.replace(/^“|…”$/g, '')).length).toBeLessThanOrEqual(280);
    await card.getByRole('button', { name: 'Read more' }).focus();
    await expect(card.getByRole('tooltip')).toBeVisible();
    await expect(card.getByRole('tooltip')).toHaveText(long.review);
    await card.getByRole('button', { name: 'Read more' }).click();
    await expect(card.getByText(long.review)).toBeVisible();
    await expect(card.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
  });

  test('the gallery plays all 30 photos every 3 seconds, pauses, shows thumbnails and goes full screen', async ({
    page,
  }) => {
    await page.goto('/#gallery');
    const section = page.locator('#gallery');
    await expect(section.getByText(`1 / ${gallery.length}`)).toBeVisible();
    await expect(section.getByText(`2 / ${gallery.length}`)).toBeVisible({ timeout: 12_000 });
    await section.getByRole('button', { name: 'Pause' }).click();
    const counter = await section.getByText(new RegExp(`\\d+ / ${gallery.length}`)).textContent();
    await page.waitForTimeout(3_500);
    await expect(section.getByText(new RegExp(`\\d+ / ${gallery.length}`))).toHaveText(counter!);
    await expect(section.getByRole('button', { name: 'Play' })).toBeVisible();
    await expect(section.getByRole('button', { name: 'Hide thumbnails' })).toBeVisible();
    await section.getByRole('button', { name: 'Hide thumbnails' }).click();
    await expect(section.getByRole('button', { name: 'Show thumbnails' })).toBeVisible();
    await expect(section.getByRole('button', { name: 'Enter Fullscreen' })).toBeVisible();
    await section.getByRole('button', { name: 'Next' }).click();
    await expect(
      section.getByRole('img', { name: gallery[Number(counter!.split(' ')[0])]!.alt }),
    ).toBeAttached();
  });

  test('the gallery does not autoplay under reduced motion and keeps its play control', async ({
    browser,
  }) => {
    const context = await browser.newContext({ reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto('/#gallery');
    const section = page.locator('#gallery');
    await expect(section.getByText(`1 / ${gallery.length}`)).toBeVisible();
    await page.waitForTimeout(3_600);
    await expect(section.getByText(`1 / ${gallery.length}`)).toBeVisible();
    await expect(section.getByRole('button', { name: 'Play' })).toBeVisible();
    await context.close();
  });

  test('has no axe findings with every slider and the gallery mounted', async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto('/');
    await scrollThrough(page);
    await expect(page.locator('#gallery').getByText(`/ ${gallery.length}`)).toBeVisible();
    await expect(page.locator('.swiper-initialized')).toHaveCount(3);
    expect(await axeViolations(page)).toEqual([]);
  });
});
