import type { Locator, Page } from '@playwright/test';
import { gallery } from '@/content/home';
import { navigation, site } from '@/content/site';
import { REVIEW_PREVIEW_CHARS } from '@/lib/truncate';
import { BOTH_WIDTHS, expect, test } from './fixtures';
import { fixtureGuidelines, fixtureReviews, fixtureTrip, onFixtureSite } from './fixture-site';

// Every control a visitor can use works from the HTML alone: the scripts only add to them.
test.use({ javaScriptEnabled: false });

test.beforeEach(({ allowProblem }) => {
  // With scripts off the browser refuses the page's script files, and says so as a failed request.
  allowProblem(/request failed: .*\.js \(csp\)$/);
});

/** Is (nearly all of) `item` inside the visible part of its scrolling `row`? */
async function shownInRow(row: Locator, item: Locator): Promise<boolean> {
  const [box, area] = await Promise.all([item.boundingBox(), row.boundingBox()]);
  if (!box || !area) return false;
  const shown = Math.min(box.x + box.width, area.x + area.width) - Math.max(box.x, area.x);
  return shown >= box.width * 0.9;
}

/** Scrolls a row with the keyboard, as a visitor without a touch screen would, until `item` is in it. */
async function scrollRowTo(page: Page, row: Locator, item: Locator) {
  await row.scrollIntoViewIfNeeded();
  await row.focus();
  const offset = () => row.evaluate((element) => element.scrollLeft);
  for (let press = 0; press < 40 && !(await shownInRow(row, item)); press += 1) {
    await page.keyboard.press('ArrowRight');
    // Until the smooth scroll and its snap have settled: two readings in a row agree.
    let last = Number.NaN;
    await expect.poll(async () => last === (last = await offset()), { intervals: [120] }).toBe(true);
  }
  expect(await shownInRow(row, item)).toBe(true);
}

test(
  'the menu opens, and closes by its button, Escape, a tap beside it and a link',
  BOTH_WIDTHS,
  async ({ page }) => {
    await page.goto('/glamping/');
    const menu = page.getByRole('button', { name: 'Menu' });
    const drawer = page.getByRole('dialog', { name: 'Site menu' });
    await menu.click();
    await expect(drawer).toBeVisible();
    // The page behind stops scrolling once the drawer's slide is under way.
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.documentElement).overflow))
      .toBe('hidden');
    await drawer.getByRole('button', { name: 'Close menu' }).click();
    await expect(drawer).toBeHidden();

    await menu.click();
    await expect(drawer).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();

    const viewport = page.viewportSize()!;
    await menu.click();
    // Measured where it comes to rest, not while it slides in.
    await drawer.evaluate((element) =>
      Promise.all(element.getAnimations().map((animation) => animation.finished.catch(() => undefined))),
    );
    const box = (await drawer.boundingBox())!;
    if (box.x > 40) {
      // Beside the page (from 640 px): a tap on the mask closes it.
      await page.mouse.click(box.x / 2, viewport.height / 2);
      await expect(drawer).toBeHidden();
      await menu.click();
    }
    const last = navigation.at(-1)!;
    await drawer.getByRole('link', { name: last.name }).click();
    await expect(page).toHaveURL(new RegExp(`${last.path}$`));
    await expect(drawer).toBeHidden();
  },
);

onFixtureSite('the guidelines keep one answer open at a time', async ({ page }) => {
  await page.goto('/adventure-activities/');
  const items = page.getByRole('region', { name: 'Guidelines' }).getByRole('group');
  await expect(items).toHaveCount(fixtureGuidelines.length);
  await expect(items.first()).toHaveJSProperty('open', true);
  await items.nth(1).getByText(fixtureGuidelines[1]!.title, { exact: true }).click();
  await expect(items.nth(1)).toHaveJSProperty('open', true);
  await expect(items.first()).toHaveJSProperty('open', false);
});

for (const path of ['/', '/trekking/', '/camping/', '/adventure-activities/']) {
  test(`every carousel on ${path} scrolls to each of its cards`, BOTH_WIDTHS, async ({ page }) => {
    await page.goto(path);
    const carousels = page.locator('[aria-roledescription="carousel"]');
    expect(await carousels.count()).toBeGreaterThan(0);
    for (const carousel of await carousels.all()) {
      const label = (await carousel.getAttribute('aria-label')) ?? '';
      const row = carousel.getByRole('list', { name: label, exact: true });
      const cards = row.locator(':scope > li');
      expect(await cards.count(), label).toBeGreaterThan(0);
      await expect(carousel.getByRole('button', { name: /slide$/ })).toHaveCount(0);
      for (const card of await cards.all()) await scrollRowTo(page, row, card);
    }
  });
}

onFixtureSite(
  "a card's Explore shows its itinerary and facts, and See highlights brings them back",
  async ({ page }) => {
    const trek = fixtureTrip('treks', 'ridge-walk');
    await page.goto('/trekking/');
    const card = page.getByRole('article', { name: trek.name });
    await card.getByText('Explore', { exact: true }).click();
    const details = card.getByRole('region', { name: `${trek.name}: details` });
    await expect(details).toBeVisible();
    await expect(details.getByRole('heading', { level: 4 })).toHaveText(trek.sections.map((s) => s.heading));
    await expect(card.getByRole('heading', { name: 'Highlights' })).toBeHidden();
    await card.getByText('See highlights', { exact: true }).click();
    await expect(details).toBeHidden();
    await expect(card.getByRole('heading', { name: 'Highlights' })).toBeVisible();
  },
);

onFixtureSite("a long review's Read more shows its whole text", async ({ page }) => {
  const index = fixtureReviews.findIndex((review) => Array.from(review.review).length > REVIEW_PREVIEW_CHARS);
  await page.goto('/');
  const row = page.getByRole('list', { name: 'Client reviews', exact: true });
  const card = row.locator(':scope > li').nth(index);
  await scrollRowTo(page, row, card);
  await card.getByText('Read more', { exact: true }).click();
  await expect(card.getByText(`“${fixtureReviews[index]!.review}”`)).toBeVisible();
  await expect(card.getByText(/…”$/)).toBeHidden();
});

test('the gallery shows every one of its photos', BOTH_WIDTHS, async ({ page }) => {
  await page.goto('/');
  const row = page.getByRole('list', { name: `Photos, ${gallery.length} in all` });
  await expect(row.getByRole('img')).toHaveCount(gallery.length);
  // The row answers the keyboard as the carousels do…
  if (gallery.length > 1) await scrollRowTo(page, row, row.getByRole('listitem').nth(1));
  // …and every photo in it loads once it is scrolled to (each brought in at once: the carousels' test above
  // walks a row key by key).
  for (const [index, item] of gallery.entries()) {
    const photo = row.getByRole('listitem').nth(index);
    await photo.evaluate((element) =>
      element.scrollIntoView({ behavior: 'instant', block: 'nearest', inline: 'start' }),
    );
    expect(await shownInRow(row, photo), item.alt).toBe(true);
    await expect(photo.getByRole('img', { name: item.alt })).toHaveJSProperty('complete', true);
    expect(
      await photo.getByRole('img').evaluate((img: HTMLImageElement) => img.naturalWidth),
    ).toBeGreaterThan(0);
  }
});

test('the enquiry section offers the call and WhatsApp links instead of the form', async ({ page }) => {
  await page.goto('/#enquiry');
  const section = page.getByRole('region', { name: 'Tell us where you want to go' });
  await expect(section.getByText('The enquiry form needs JavaScript')).toBeVisible();
  await expect(section.getByText('Loading the enquiry form…')).toBeHidden();
  await expect(section.getByRole('link', { name: /call/i }).first()).toHaveAttribute('href', /^tel:/);
  await expect(section.getByRole('link', { name: /whatsapp/i }).first()).toHaveAttribute(
    'href',
    new RegExp(`^${site.whatsappUrl}`),
  );
});
