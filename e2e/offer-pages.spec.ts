import { AxeBuilder } from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { tripEntries } from '@/content/trips';
import { campingBenefits, campingIncluded, campingWhyChooseUs } from '@/content/camps';
import { trekkingBenefits, trekkingWhyChooseUs } from '@/content/treks';
import { describeLevel, formatDuration, formatRate } from '@/lib/packages/format';
import { BOTH_WIDTHS, axeViolations, expect, test } from './fixtures';
import { fixtureTrips, onFixtureSite } from './fixture-site';

const { trekking: treks, camping: camps } = tripEntries;

const groups = [
  {
    path: '/trekking/',
    kind: 'trek',
    group: 'trekking',
    folder: 'treks',
    label: 'Trek packages',
    packages: treks,
  },
  {
    path: '/camping/',
    kind: 'camp',
    group: 'camping',
    folder: 'camps',
    label: 'Camp packages',
    packages: camps,
  },
] as const;

function section(page: Page, title: string): Locator {
  return page.getByRole('region', { name: title, exact: true });
}

/**
 * The packages carousel, scrolled to and with Swiper running (its slides are then labelled "1 of n"):
 * Swiper takes over when the visitor reaches for the carousel, here with a mouse over it.
 */
async function openCarousel(page: Page, label: string, count: number): Promise<Locator> {
  const carousel = page.getByRole('region', { name: label, exact: true });
  await carousel.scrollIntoViewIfNeeded();
  await carousel.hover();
  await expect(carousel.getByRole('listitem', { name: `1 of ${count}` })).toBeAttached();
  return carousel;
}

/** Name of the card at the left edge of the carousel: the one a visitor sees first. */
async function frontCard(carousel: Locator): Promise<string> {
  const area = await carousel.boundingBox();
  const cards = carousel.getByRole('article');
  for (let index = 0; index < (await cards.count()); index += 1) {
    const box = await cards.nth(index).boundingBox();
    if (area && box && Math.abs(box.x - area.x) < 2) {
      return (await cards.nth(index).getByRole('heading', { level: 3 }).textContent()) ?? '';
    }
  }
  return '';
}

/**
 * Clicks Next until the named card is at the front. Swiper ignores a click while it is still sliding, so
 * each click waits for the next card to settle at the front (mid-slide no card is there: frontCard says '').
 */
async function bringToFront(carousel: Locator, name: string, count: number) {
  for (let step = 0; step < count && (await frontCard(carousel)) !== name; step += 1) {
    const before = await frontCard(carousel);
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expect
      .poll(async () => {
        const now = await frontCard(carousel);
        return now !== '' && now !== before;
      })
      .toBe(true);
  }
  await expect.poll(() => frontCard(carousel)).toBe(name);
}

test.describe('trekking page', () => {
  test('has the benefits, the treks and why choose us, in that order', async ({ page }) => {
    await page.goto('/trekking/');
    const headings = page.getByRole('main').getByRole('heading', { level: 2 });
    await expect(headings).toHaveText(['Why Trekking is Good for You', 'Packages', 'Why Choose Us']);
    const benefits = section(page, 'Why Trekking is Good for You');
    await expect(benefits.getByRole('listitem')).toHaveCount(trekkingBenefits.length);
    await expect(benefits.getByRole('heading', { level: 3 })).toHaveText(
      trekkingBenefits.map((point) => point.title),
    );
    await expect(section(page, 'Why Choose Us').getByRole('heading', { level: 3 })).toHaveText(
      trekkingWhyChooseUs.map((point) => point.title),
    );
    const carousel = await openCarousel(page, 'Trek packages', treks.length);
    await expect(carousel.getByRole('article').getByRole('heading', { level: 3 })).toHaveText(
      treks.map((t) => t.name),
    );
  });

  onFixtureSite(
    'the packages row scrolls natively until the visitor uses it, and Swiper takes over at the card in front',
    BOTH_WIDTHS,
    async ({ page }) => {
      // The fixture site's four treks: more than fit on a wide screen, with one to scroll to.
      const treks = fixtureTrips('treks');
      await page.goto('/trekking/');
      const carousel = page.getByRole('region', { name: 'Trek packages', exact: true });
      const announced = carousel.getByRole('listitem', { name: /^\d+ of \d+$/ });
      await carousel.getByRole('heading', { level: 3 }).first().scrollIntoViewIfNeeded();
      // In view with every script loaded and the network quiet (Swiper's code would have come by now),
      // Swiper has not started: nobody has touched the carousel.
      await page.waitForLoadState('networkidle');
      await expect(announced).toHaveCount(0);
      const first = await frontCard(carousel);
      expect(first).toBe(treks[0]!.name);

      // Next scrolls the plain row; once it comes to rest, Swiper runs it from the card then in front.
      await carousel.getByRole('button', { name: 'Next slide' }).click();
      await expect(announced.first()).toBeAttached();
      // Mid-scroll no card is at the edge: frontCard says ''.
      let front = '';
      await expect
        .poll(async () => {
          front = await frontCard(carousel);
          return front !== '' && front !== first;
        })
        .toBe(true);
      const position = treks.findIndex((trek) => trek.name === front) + 1;
      expect(position).toBeGreaterThan(1);
      await expect(
        carousel.getByRole('listitem', { name: `${position} of ${treks.length}` }),
      ).toBeInViewport();
      // The page stayed where it was while Swiper took over.
      await expect(carousel.getByRole('button', { name: 'Next slide' })).toBeInViewport();
    },
  );
});

test.describe('camping page', () => {
  test('has the benefits, the camps, what is included and why choose us', async ({ page }) => {
    await page.goto('/camping/');
    const headings = page.getByRole('main').getByRole('heading', { level: 2 });
    await expect(headings).toHaveText([
      'Why is Camping Good for You',
      'Packages',
      "What's Included",
      'Why Choose Us',
    ]);
    const benefits = section(page, 'Why is Camping Good for You');
    await expect(benefits.getByRole('listitem')).toHaveCount(campingBenefits.length);
    await expect(benefits.getByRole('heading', { level: 3 })).toHaveText(
      campingBenefits.map((point) => point.title),
    );
    await expect(section(page, "What's Included").getByRole('heading', { level: 3 })).toHaveText(
      campingIncluded.map((point) => point.title),
    );
    await expect(section(page, 'Why Choose Us').getByRole('heading', { level: 3 })).toHaveText(
      campingWhyChooseUs.map((point) => point.title),
    );
    const carousel = await openCarousel(page, 'Camp packages', camps.length);
    await expect(carousel.getByRole('article').getByRole('heading', { level: 3 })).toHaveText(
      camps.map((c) => c.name),
    );
  });
});

for (const { path, kind, group, folder, label, packages } of groups) {
  test.describe(`${kind} cards on ${path}`, () => {
    test('show name, tagline, location, duration, level in words, highlights and their links', async ({
      page,
    }) => {
      await page.goto(path);
      const carousel = await openCarousel(page, label, packages.length);
      for (const pkg of packages) {
        const card = carousel.getByRole('article', { name: pkg.name });
        await expect(card.getByRole('heading', { level: 3 })).toHaveText(pkg.name);
        await expect(card.getByText(pkg.tagline, { exact: true })).toBeAttached();
        // A trek's or camp's card always has these: its group's rules require them (content/schemas.ts).
        await expect(card.getByText(pkg.location!, { exact: true })).toBeAttached();
        await expect(card.getByText(formatDuration(pkg.duration), { exact: true })).toBeAttached();
        await expect(card.getByText(describeLevel(pkg.level!).label, { exact: true })).toBeAttached();
        await expect(card.getByRole('term').filter({ hasText: 'Rate' })).toHaveCount(1);
        await expect(card.getByText(formatRate(pkg.rate), { exact: true })).toBeAttached();
        await expect(card.getByRole('list').first().getByRole('listitem')).toHaveText(pkg.highlights);
        await expect(card.getByRole('link', { name: `See photos: ${pkg.name}` })).toHaveAttribute(
          'href',
          '/#gallery',
        );
        await expect(card.getByRole('link', { name: /^Download brochure \(PDF, \d+ KB\)/ })).toHaveAttribute(
          'href',
          `/brochures/${group}/${pkg.id}.pdf`,
        );
        const enquire = card.getByRole('link', { name: new RegExp(`^Enquire about this ${kind}`) });
        if (pkg.comingSoon) {
          // Nothing to book yet: a badge says so, and there is neither Explore nor Enquire.
          await expect(card.getByText('Coming Soon...', { exact: true })).toBeAttached();
          await expect(card.getByRole('button')).toHaveCount(0);
          await expect(card.getByRole('group')).toHaveCount(0);
          await expect(enquire).toHaveCount(0);
        } else {
          await expect(card.getByText('Coming Soon...')).toHaveCount(0);
          await expect(card.getByRole('group')).toHaveCount(1);
          await expect(card.getByText('Explore', { exact: true })).toBeAttached();
          await expect(enquire).toHaveAttribute('href', `/?trip=${group}:${pkg.id}#enquiry`);
        }
      }
    });

    test('link brochures that answer 200 as PDFs of the stated size, under 300 KB', async ({ page }) => {
      await page.goto(path);
      const links = page.getByRole('link', { name: /^Download brochure/ });
      await expect(links).toHaveCount(packages.length);
      for (const link of await links.all()) {
        const href = (await link.getAttribute('href')) ?? '';
        const stated = Number(/PDF, (\d+) KB/.exec((await link.textContent()) ?? '')?.[1]);
        const response = await page.request.get(href);
        expect(response.status(), href).toBe(200);
        expect(response.headers()['content-type']).toContain('application/pdf');
        const body = await response.body();
        expect(body.subarray(0, 5).toString()).toBe('%PDF-');
        expect(body.length).toBeLessThanOrEqual(300 * 1024);
        expect(Math.max(1, Math.round(body.length / 1024)), `${href} size`).toBe(stated);
      }
    });

    onFixtureSite(
      'switch to details with Explore and back with See highlights, one card at a time',
      async ({ page }) => {
        // On the fixture site, which has two bookable trips of each kind.
        const packages = fixtureTrips(folder);
        await page.goto(path);
        const carousel = await openCarousel(page, label, packages.length);
        const bookable = packages.filter((pkg) => !pkg.comingSoon);
        const [first, second] = [bookable[0]!, bookable[1]!];
        await bringToFront(carousel, first.name, packages.length);
        const firstCard = carousel.getByRole('article', { name: first.name });
        const secondCard = carousel.getByRole('article', { name: second.name });
        // Explore is a <details> (role group): its summary line reads Explore, or See highlights while open.
        const firstDetails = firstCard.getByRole('group');
        const secondDetails = secondCard.getByRole('group');

        await expect(firstDetails).toHaveJSProperty('open', false);
        await expect(firstCard.getByRole('heading', { name: 'Highlights' })).toBeVisible();
        await firstCard.getByText('Explore', { exact: true }).click();
        await expect(firstDetails).toHaveJSProperty('open', true);
        await expect(firstCard.getByText('See highlights', { exact: true })).toBeVisible();
        await expect(firstCard.getByText('Explore', { exact: true })).toBeHidden();
        await expect(firstCard.getByRole('heading', { name: 'Highlights' })).toBeHidden();
        const details = firstCard.getByRole('region', { name: `${first.name}: details` });
        await expect(details.getByRole('heading', { level: 4 })).toHaveText(
          first.sections.map((s) => s.heading),
        );
        for (const point of first.sections[0]!.points) {
          await expect(
            details.getByRole('definition').filter({ hasText: point.value }).first(),
          ).toBeVisible();
        }

        // Opening a second card's details closes the first's.
        await bringToFront(carousel, second.name, packages.length);
        await secondCard.getByText('Explore', { exact: true }).click();
        await expect(secondDetails).toHaveJSProperty('open', true);
        await expect(firstDetails).toHaveJSProperty('open', false);

        // By keyboard: the summary line takes the focus and Enter closes it again.
        await secondCard.locator('summary').focus();
        await page.keyboard.press('Enter');
        await expect(secondDetails).toHaveJSProperty('open', false);
        await expect(secondCard.getByText('Explore', { exact: true })).toBeVisible();
        await expect(secondCard.getByRole('heading', { name: 'Highlights' })).toBeVisible();
      },
    );

    test("carry every card's details in the page's HTML", async ({ page }) => {
      const html = await (await page.request.get(path)).text();
      const text = html
        .replace(/<[^>]+>/g, ' ')
        .replace(/&amp;/g, '&')
        .replace(/&#x27;|&#39;/g, "'");
      for (const pkg of packages.filter((candidate) => !candidate.comingSoon)) {
        for (const section of pkg.sections) {
          expect(text, `${pkg.name}: ${section.heading}`).toContain(section.heading);
          for (const point of section.points) expect(text, pkg.name).toContain(point.value);
        }
      }
    });

    test('loop with previous and next buttons, and warn about nothing', BOTH_WIDTHS, async ({ page }) => {
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'warning') warnings.push(message.text());
      });
      await page.goto(path);
      const carousel = await openCarousel(page, label, packages.length);
      const previous = carousel.getByRole('button', { name: 'Previous slide' });
      const next = carousel.getByRole('button', { name: 'Next slide' });
      await expect(previous).toBeEnabled();
      await expect(next).toBeEnabled();
      expect(await frontCard(carousel)).toBe(packages[0]!.name);
      await previous.click();
      await expect.poll(() => frontCard(carousel)).toBe(packages.at(-1)!.name);
      // In loop mode Swiper ignores a click while it is still sliding, as a visitor's double click.
      await next.click();
      await expect.poll(() => frontCard(carousel)).toBe(packages[0]!.name);
      await next.click();
      await expect.poll(() => frontCard(carousel)).toBe(packages[1]!.name);
      expect(warnings.filter((text) => /swiper/i.test(text))).toEqual([]);
    });

    test(
      'open on the package a deep link names, also when the hash changes',
      BOTH_WIDTHS,
      async ({ page }) => {
        // Not the first package: the carousel has to move to put it at the front.
        const target = packages[Math.floor(packages.length / 2)]!;
        const other = packages.at(-1)!;
        await page.goto(`${path}#${target.id}`);
        const carousel = page.getByRole('region', { name: label, exact: true });
        await expect(carousel.getByRole('listitem', { name: `1 of ${packages.length}` })).toBeAttached();
        await expect.poll(() => frontCard(carousel)).toBe(target.name);
        await expect(carousel.getByRole('article', { name: target.name })).toBeInViewport();

        await page.evaluate((id) => {
          window.location.hash = id;
        }, other.id);
        await expect.poll(() => frontCard(carousel)).toBe(other.name);
        await expect(carousel.getByRole('article', { name: other.name })).toBeInViewport();
      },
    );

    test('have nothing axe can find, collapsed and expanded', BOTH_WIDTHS, async ({ page }) => {
      test.slow(); // axe takes seconds per run on these long pages
      await page.goto(path);
      const carousel = await openCarousel(page, label, packages.length);
      expect(await axeViolations(page)).toEqual([]);
      // Touch targets of WCAG 2.2 (2.5.8), which Lighthouse checks too.
      const targets = await new AxeBuilder({ page }).withRules(['target-size']).analyze();
      expect(targets.violations.map((violation) => violation.id)).toEqual([]);
      await carousel.getByText('Explore', { exact: true }).first().click();
      await expect(carousel.getByRole('region', { name: /: details$/ })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}

test('with scripts off, the cards are a readable, scrollable list with no dead controls', async ({
  browser,
}) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();
  await page.goto('/camping/');
  const list = page.getByRole('list', { name: 'Camp packages' });
  await expect(list.getByRole('listitem').filter({ has: page.getByRole('article') })).toHaveCount(
    camps.length,
  );
  await expect(list.getByRole('heading', { level: 3, name: camps[0]!.name })).toBeVisible();
  await expect(list.getByText(formatRate(camps[0]!.rate), { exact: true })).toBeVisible();
  expect(await list.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
  // No control that only a script could work: the brochure link carries the details instead.
  const carousel = page.getByRole('region', { name: 'Camp packages', exact: true });
  await expect(carousel.getByRole('button')).toHaveCount(0);
  await expect(carousel.getByRole('link', { name: /^Download brochure/ }).first()).toBeVisible();
  await context.close();
});
