import type { BrowserContext, Page } from '@playwright/test';
import { expect, fillValid, openForm, storedFor, test, uniqueEmail, watchSends } from './enquiry-inbox';
import { allowOfflineSends, OUTBOX_SAYS } from './outbox-state';

// A page the browser prerenders runs before anyone sees it, and may never be seen: an enquiry waiting in
// the outbox must not go out from it. Chrome refuses to prerender while a DevTools client (Playwright)
// drives it, so the page is told it is prerendered as Chrome tells it: `document.prerendering` is true and
// the page is hidden until activation, when both change and `prerenderingchange` fires.
test.describe.configure({ timeout: 90_000 });
test.use({ reducedMotion: 'reduce', serviceWorkers: 'block' });

const { queued: QUEUED, sent: SENT } = OUTBOX_SAYS;

/** Sends fail while the phone is offline: expected here. */
test.beforeEach(({ allowProblem }) => allowOfflineSends(allowProblem));

/** Makes every page of the context start as a prerendered page; `activate(page)` opens it. */
async function prerenderPages(context: BrowserContext) {
  await context.addInitScript(() => {
    let prerendering = true;
    Object.defineProperty(Document.prototype, 'prerendering', { get: () => prerendering });
    Object.defineProperty(Document.prototype, 'visibilityState', {
      get: () => (prerendering ? 'hidden' : 'visible'),
    });
    Object.defineProperty(Document.prototype, 'hidden', { get: () => prerendering });
    Object.defineProperty(window, '__activate', {
      value: () => {
        prerendering = false;
        document.dispatchEvent(new Event('visibilitychange'));
        document.dispatchEvent(new Event('prerenderingchange'));
      },
    });
  });
  return (page: Page) => page.evaluate(() => (window as unknown as { __activate(): void }).__activate());
}

test('an enquiry waiting in the outbox is sent once, and never from a prerendered page before it is shown', async ({
  page,
  context,
  request,
}) => {
  const email = uniqueEmail('outbox-prerender');
  const fields = await openForm(page);
  await fillValid(fields, email);
  await context.setOffline(true);
  await fields.submit.click();
  const queued = fields.root.getByRole('status').filter({ hasText: QUEUED });
  await expect(queued).toBeVisible();
  const reference = (await queued.textContent())?.match(/KV-[2-9A-Z]{6}/)?.[0];
  expect(reference).toBeTruthy();
  await page.close();
  await context.setOffline(false);

  // The next page of the site is prerendered: it finds the enquiry, shows it, and sends nothing.
  const activate = await prerenderPages(context);
  const later = await context.newPage();
  const sends = watchSends(later);
  await later.goto('/trekking/');
  const notice = later.getByRole('region', { name: 'Your saved enquiry' });
  await expect(notice).toContainText(reference!);
  await later.waitForLoadState('networkidle');
  expect(sends).toEqual([]);
  expect(await storedFor(request, email)).toEqual([]);

  // Opened, it sends the enquiry, once.
  await activate(later);
  await expect(notice.getByRole('status')).toContainText(SENT, { timeout: 20_000 });
  await later.waitForLoadState('networkidle');
  expect(sends).toHaveLength(1);
  const stored = await storedFor(request, email);
  expect(stored.map((entry) => entry.template_params.reference)).toEqual([reference]);
});
