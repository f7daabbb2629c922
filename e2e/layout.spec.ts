import type { Page } from '@playwright/test';
import { pages } from '@/content/pages';
import { addressLine, navigation, site } from '@/content/site';
import { SHARE_ROUTES, type ShareKey } from '@/lib/seo';
import { BOTH_WIDTHS, axeViolations, expect, test } from './fixtures';

const ROUTES = Object.entries(SHARE_ROUTES) as [ShareKey, string][];

/** Waits for the browser to paint a few frames, so a scroll the page allows has started. */
const frames = (page: Page, count = 10) =>
  page.evaluate(
    (left) =>
      new Promise<void>((resolve) => {
        const tick = (n: number) => (n === 0 ? resolve() : requestAnimationFrame(() => tick(n - 1)));
        tick(left);
      }),
    count,
  );

test.describe('every route', () => {
  // At the phone's width. Each page is scanned at the desktop's width too, in more states: by its own spec
  // (sliders moved, cards opened, the form mounted), and the glamping page with the menu open (below).
  for (const [key, path] of ROUTES) {
    test(`${key} (${path}) has one h1, its own title and description, and no axe findings`, async ({
      page,
    }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('main')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeAttached();
      const whatsapp = page.getByRole('link', { name: /chat with us on whatsapp/i });
      await expect(whatsapp).toBeVisible();
      await expect(whatsapp).toHaveAttribute('href', site.whatsappUrl);
      expect(await page.title()).not.toBe('');
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{50,}/);
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  test('the static HTML already carries the banner heading before any script runs', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/glamping/');
    await expect(page.getByRole('heading', { level: 1, name: pages.glamping.heading })).toBeVisible();
    await expect(page.getByText('Coming Soon', { exact: true })).toBeVisible();
    await context.close();
  });
});

test.describe('menu drawer', () => {
  test(
    'opens from the menu button with a close button, a home logo and the menu links',
    BOTH_WIDTHS,
    async ({ page }) => {
      // The drawer is the same on every page; a light page keeps the axe run short.
      await page.goto('/glamping/');
      await page.getByRole('button', { name: 'Menu' }).click();
      const drawer = page.getByRole('dialog', { name: 'Site menu' });
      await expect(drawer).toBeVisible();
      await expect(drawer.getByRole('button', { name: 'Close menu' })).toBeVisible();
      await expect(drawer.getByRole('link', { name: site.shortName })).toHaveAttribute('href', '/');
      const links = drawer.getByRole('navigation', { name: 'Main' }).getByRole('link');
      await expect(links).toHaveText(navigation.map((item) => new RegExp(`^${item.name}`)));
      for (const [index, item] of navigation.entries())
        await expect(links.nth(index)).toHaveAttribute('href', item.path);
      expect(await axeViolations(page)).toEqual([]);
    },
  );

  test('locks page scrolling while open', BOTH_WIDTHS, async ({ page }) => {
    await page.goto('/trekking/');
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Site menu' })).toBeVisible();
    // The lock lands once the drawer's slide is under way.
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.documentElement).overflow))
      .toBe('hidden');
    await page.mouse.wheel(0, 1500);
    await frames(page);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
    // The same wheel moves the page once the drawer is closed, and within the same few frames.
    await page.mouse.wheel(0, 1500);
    await frames(page);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });

  test('closes with the close button and gives focus back to the menu button', async ({ page }) => {
    await page.goto('/');
    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.click();
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(menu).toBeFocused();
  });

  test('closes with Escape and is fully usable by keyboard', async ({ page }) => {
    await page.goto('/');
    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Site menu' });
    await expect(drawer).toBeVisible();
    // Focus cycles through the drawer (and the browser's own controls), never the page behind it.
    const focused = new Set<string>();
    for (let i = 0; i < 10; i += 1) {
      await page.keyboard.press('Tab');
      const where = await drawer.evaluate((el) =>
        el.contains(document.activeElement)
          ? (document.activeElement?.textContent ?? '')
          : document.activeElement === document.body
            ? 'body'
            : 'outside',
      );
      expect(where).not.toBe('outside');
      focused.add(where);
    }
    expect([...focused].some((text) => text.startsWith(navigation[0]!.name))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
  });

  test('closes when a link is followed, on the page the link names', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu' }).click();
    const item = navigation.at(-1)!;
    const key = ROUTES.find(([, path]) => path === item.path)?.[0];
    await page.getByRole('dialog').getByRole('link', { name: item.name }).click();
    await expect(page).toHaveURL(new RegExp(`${item.path}$`));
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(
      page.getByRole('heading', { level: 1, ...(key ? { name: pages[key].heading } : {}) }),
    ).toBeVisible();
  });

  test('closes on a click on the mask beside it', BOTH_WIDTHS, async ({ page }, testInfo) => {
    test.skip(
      testInfo.project.name === 'phone',
      'on a phone the drawer covers the whole screen: there is no mask',
    );
    await page.goto('/camping/');
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    // The mask beside the drawer dims the page: a colour, faded in.
    const mask = () =>
      page.getByRole('dialog').evaluate((drawer) => {
        const style = getComputedStyle(drawer, '::backdrop');
        return { transparent: style.backgroundColor === 'rgba(0, 0, 0, 0)', opacity: style.opacity };
      });
    await expect.poll(mask).toEqual({ transparent: false, opacity: '1' });
    await page.mouse.click(100, 400);
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page).toHaveURL(/\/camping\/$/);
  });
});

test.describe('footer', () => {
  test('lists navigation, contact details, Instagram, the year and the credit', async ({ page }) => {
    await page.goto('/adventure-activities/');
    const footer = page.getByRole('contentinfo');
    const nav = footer.getByRole('navigation', { name: 'Navigation' });
    await expect(nav.getByRole('link')).toHaveText(navigation.map((item) => item.name));
    for (const item of navigation)
      await expect(nav.getByRole('link', { name: item.name })).toHaveAttribute('href', item.path);
    await expect(footer.getByRole('heading', { name: 'Contact Details' })).toBeVisible();
    await expect(
      footer.getByRole('link', { name: new RegExp(site.phone.replace(/[+]/g, '\\+')) }),
    ).toHaveAttribute('href', site.phoneHref);
    await expect(footer.getByRole('link', { name: new RegExp(site.email) })).toHaveAttribute(
      'href',
      `mailto:${site.email}`,
    );
    await expect(footer.getByText(addressLine)).toBeVisible();
    await expect(footer.getByRole('heading', { name: 'Follow us on' })).toBeVisible();
    const instagram = footer.getByRole('link', { name: /instagram/i });
    await expect(instagram).toHaveAttribute('href', site.instagramUrl);
    await expect(instagram).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(footer.getByText(`© ${new Date().getFullYear()} ${site.name}`)).toBeVisible();
    await expect(footer.getByText(`Website by ${site.developer.name}.`)).toBeVisible();
  });

  test('shows the visitor’s current year, not the build year', async ({ page }) => {
    await page.clock.install({ time: new Date('2031-03-01T10:00:00+05:30') });
    await page.goto('/');
    await expect(page.getByRole('contentinfo').getByText(`© 2031 ${site.name}`)).toBeVisible();
  });
});

test.describe('anchor scrolling', () => {
  test('a URL with a hash scrolls to the element it names', async ({ page }) => {
    await page.goto('/trekking/#footer-contact');
    await expect(page.getByRole('heading', { name: 'Contact Details' })).toBeInViewport();
  });

  test(
    'a link far down the home page scrolls to its target, under the header, and it stays there',
    BOTH_WIDTHS,
    async ({ page }) => {
      // The form is the last band of a long page: the scroll must end with it just under the sticky header.
      await page.goto('/');
      await page.getByRole('link', { name: 'Plan my trip' }).click();
      const section = page.getByRole('region', { name: 'Tell us where you want to go' });
      let last = Number.NaN;
      await expect
        .poll(async () => {
          const top = (await section.boundingBox())!.y;
          const settled = top === last;
          last = top;
          return settled;
        })
        .toBe(true);
      // Measured once the scroll has settled: on a busy machine the header may still be sliding in (600 ms)
      // when the click lands.
      await expect.poll(async () => (await page.getByRole('banner').boundingBox())!.y).toBe(0);
      const headerBottom = (await page.getByRole('banner').boundingBox())!;
      expect(last).toBeGreaterThanOrEqual(headerBottom.y + headerBottom.height - 1);
      expect(last).toBeLessThan(headerBottom.y + headerBottom.height + 40);
    },
  );

  test('a hash set later scrolls too, and a hash naming nothing does no harm', async ({ page }) => {
    await page.goto('/camping/');
    await page.evaluate(() => (window.location.hash = 'footer-follow'));
    await expect(page.getByRole('heading', { name: 'Follow us on' })).toBeInViewport();
    await page.evaluate(() => (window.location.hash = 'nothing-here'));
    await expect(page.getByRole('heading', { name: 'Follow us on' })).toBeInViewport();
  });
});

test.describe('not found', () => {
  test('an unknown address answers 404 with a way home', async ({ page, allowProblem }) => {
    allowProblem(/404/);
    const response = await page.goto('/no-such-trail/');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: pages.notFound.heading })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Back to the home page' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
