import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { axeViolations, FULL_BROWSER } from './fixtures';
import {
  expect,
  fillValid,
  inboxControl,
  openForm,
  storedFor,
  test,
  toast,
  uniqueEmail,
  watchSends,
  type Fields,
} from './enquiry-inbox';
import { allowOfflineSends, OUTBOX_SAYS, outboxSettled, trackSends } from './outbox-state';

// An enquiry written without signal: kept on the phone, sent once when the signal comes back.
test.describe.configure({ timeout: 90_000 });
test.use({ reducedMotion: 'reduce' });

const { reference: REFERENCE, queued: QUEUED, sent: SENT } = OUTBOX_SAYS;

/** Sends fail while the phone is offline: expected here. */
test.beforeEach(({ allowProblem }) => allowOfflineSends(allowProblem));

/** Fills the form and sends it with the phone offline; returns the reference the queued notice shows. */
async function sendOffline(context: BrowserContext, fields: Fields, email: string) {
  await fillValid(fields, email);
  await context.setOffline(true);
  await fields.submit.click();
  const queued = fields.root.getByRole('status').filter({ hasText: QUEUED });
  await expect(queued).toBeVisible();
  await expect(queued).toContainText('There is nothing more to do.');
  await expect(toast(fields.root.page(), 'Saved on this phone')).toBeVisible();
  const reference = (await queued.textContent())?.match(REFERENCE)?.[0];
  expect(reference).toBeTruthy();
  // The form starts afresh: what was typed is in the outbox now.
  await expect(fields.email).toHaveValue('');
  return reference!;
}

/** Back online, a page that loads (and would send a kept enquiry) sends nothing for `email`. */
async function expectNothingSentOnceOnline(
  page: Page,
  context: BrowserContext,
  request: APIRequestContext,
  email: string,
) {
  const sendsOpen = trackSends(context);
  await context.setOffline(false);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await outboxSettled(page, sendsOpen);
  expect(await storedFor(request, email)).toEqual([]);
}

const notice = (page: Page) => page.getByRole('region', { name: 'Your saved enquiry' });

test.describe('page only (no service worker)', () => {
  test.use({ serviceWorkers: 'block' });

  test('sent by the open page once the connection is back, exactly once', async ({
    page,
    context,
    request,
  }) => {
    const email = uniqueEmail('outbox-online');
    const sends = watchSends(page);
    const sendsOpen = trackSends(context);
    const fields = await openForm(page);
    const reference = await sendOffline(context, fields, email);
    expect(await storedFor(request, email)).toEqual([]);

    await context.setOffline(false);
    const sent = fields.root.getByRole('status').filter({ hasText: SENT });
    await expect(sent).toBeVisible({ timeout: 20_000 });
    await expect(sent).toContainText(reference);
    const stored = await storedFor(request, email);
    expect(stored.map((entry) => entry.template_params.reference)).toEqual([reference]);
    expect(stored[0]?.template_params.firstName).toBe('Anjali');
    // One request failed offline, one went out; none after.
    await outboxSettled(page, sendsOpen);
    expect(sends.length).toBeLessThanOrEqual(2);
    expect(await storedFor(request, email)).toHaveLength(1);
  });

  test('after a reload (the tab closed meanwhile) the next page sends it and says so', async ({
    page,
    context,
    request,
  }) => {
    const email = uniqueEmail('outbox-reload');
    const fields = await openForm(page);
    const reference = await sendOffline(context, fields, email);
    await page.close();
    await context.setOffline(false);
    expect(await storedFor(request, email)).toEqual([]);

    const later = await context.newPage();
    await later.goto('/trekking/');
    await expect(notice(later).getByRole('status')).toContainText(SENT, { timeout: 20_000 });
    await expect(notice(later)).toContainText(reference);
    expect(await axeViolations(later)).toEqual([]);
    const stored = await storedFor(request, email);
    expect(stored.map((entry) => entry.template_params.reference)).toEqual([reference]);
    await notice(later).getByRole('button', { name: 'OK' }).click();
    await expect(notice(later).getByRole('status')).toHaveCount(0);
    await later.reload();
    await expect(later.getByRole('heading', { level: 1 })).toBeVisible();
    // The notice shows only while the outbox's note is in localStorage: OK took the last item, and the note.
    await later.waitForLoadState('load');
    expect(await later.evaluate(() => localStorage.getItem('kv-outbox'))).toBeNull();
    await expect(notice(later).getByRole('status')).toHaveCount(0);
  });

  test('two tabs back online at once send it once', async ({ page, context, request }) => {
    const email = uniqueEmail('outbox-tabs');
    const fields = await openForm(page);
    const reference = await sendOffline(context, fields, email);
    // The inbox answers slowly, so the two tabs' attempts overlap.
    await inboxControl(request, { delayMs: 2_000, email });
    const sendsOpen = trackSends(context);
    const second = await context.newPage();
    await context.setOffline(false);
    await second.goto('/camping/');
    await expect(notice(second).getByRole('status')).toContainText(SENT, { timeout: 25_000 });
    await expect(fields.root.getByRole('status').filter({ hasText: SENT })).toBeVisible({ timeout: 25_000 });
    await outboxSettled(second, sendsOpen);
    const stored = await storedFor(request, email);
    expect(stored.map((entry) => entry.template_params.reference)).toEqual([reference]);
  });

  test('the visitor can cancel it: nothing is sent when the connection is back', async ({
    page,
    context,
    request,
  }) => {
    const email = uniqueEmail('outbox-cancel');
    const fields = await openForm(page);
    const reference = await sendOffline(context, fields, email);
    await fields.root.getByRole('button', { name: 'Cancel this enquiry' }).click();
    const cancelled = fields.root
      .getByRole('status')
      .filter({ hasText: 'Cancelled: your enquiry was not sent.' });
    await expect(cancelled).toContainText(reference);
    await expectNothingSentOnceOnline(page, context, request, email);
  });

  test('handed to WhatsApp, it says so and is not also sent by e-mail', async ({
    page,
    context,
    request,
  }) => {
    const email = uniqueEmail('outbox-whatsapp');
    const fields = await openForm(page);
    const reference = await sendOffline(context, fields, email);
    const opened = context.waitForEvent('page');
    await fields.root.getByRole('link', { name: /Send it on WhatsApp instead/ }).click();
    await (await opened).close();
    const handed = fields.root
      .getByRole('status')
      .filter({ hasText: 'Over to WhatsApp: send the message there.' });
    await expect(handed).toContainText(reference);
    await expectNothingSentOnceOnline(page, context, request, email);
  });

  test('older than 7 days it waits for the visitor to say "Send it now"', async ({
    page,
    context,
    request,
  }) => {
    const email = uniqueEmail('outbox-old');
    const sends = watchSends(page);
    const fields = await openForm(page);
    const reference = await sendOffline(context, fields, email);
    await page.close();
    await context.setOffline(false);

    const later = await context.newPage();
    await later.clock.install({ time: Date.now() + 8 * 24 * 60 * 60 * 1000 });
    await later.goto('/');
    const stale = notice(later).getByRole('status');
    await expect(stale).toContainText('Your saved enquiry has not been sent yet.', { timeout: 20_000 });
    await expect(stale).toContainText(reference);
    const whatsapp = await stale
      .getByRole('link', { name: /Send it on WhatsApp instead/ })
      .getAttribute('href');
    expect(new URL(whatsapp ?? '').searchParams.get('text')).toContain(`Reference: ${reference}`);
    expect(await storedFor(request, email)).toEqual([]);
    expect(sends).toHaveLength(1);

    await stale.getByRole('button', { name: 'Send it now' }).click();
    await expect(notice(later).getByRole('status')).toContainText(SENT, { timeout: 20_000 });
    expect((await storedFor(request, email)).map((entry) => entry.template_params.reference)).toEqual([
      reference,
    ]);
  });
});

test('a slow answer after the timeout settles it as sent, with no second copy', async ({ page, request }) => {
  const email = uniqueEmail('outbox-slow');
  // The inbox answers after 4 real seconds, long after the page's (fast-forwarded) 20 s timeout.
  await inboxControl(request, { delayMs: 4_000, email });
  await page.clock.install({ time: new Date('2026-12-05T10:00:00+05:30') });
  const sends = watchSends(page);
  const sendsOpen = trackSends(page.context());
  const fields = await openForm(page);
  await fillValid(fields, email);
  await fields.submit.click();
  await expect(fields.submit).toBeDisabled();
  await page.clock.fastForward(21_000);
  const queued = fields.root.getByRole('status').filter({ hasText: QUEUED });
  await expect(queued).toContainText('Trying to send it now');
  const reference = (await queued.textContent())?.match(REFERENCE)?.[0];
  await expect(fields.root.getByRole('status').filter({ hasText: SENT })).toContainText(reference!, {
    timeout: 15_000,
  });
  // Past the retry timers: the late answer settled it, nothing went again.
  await page.clock.fastForward(180_000);
  await outboxSettled(page, sendsOpen);
  expect(sends).toHaveLength(1);
  expect((await storedFor(request, email)).map((entry) => entry.template_params.reference)).toEqual([
    reference,
  ]);
});

test(
  'the service worker sends it after the page is closed (Background Sync)',
  FULL_BROWSER,
  async ({ page, context, request }) => {
    const email = uniqueEmail('outbox-worker');
    const fields = await openForm(page);
    await page.evaluate(() => navigator.serviceWorker.ready);
    const reference = await sendOffline(context, fields, email);
    await expect(fields.root.getByRole('status').filter({ hasText: QUEUED })).toContainText(
      'even if you close this page',
    );
    await page.close();
    expect(await storedFor(request, email)).toEqual([]);
    await context.setOffline(false);
    await expect
      .poll(async () => (await storedFor(request, email)).map((entry) => entry.template_params.reference), {
        timeout: 30_000,
      })
      .toEqual([reference]);
  },
);

test('the page and the service worker back online at the same moment send it once', async ({
  page,
  context,
  request,
}) => {
  const email = uniqueEmail('outbox-both');
  const fields = await openForm(page);
  await page.evaluate(() => navigator.serviceWorker.ready);
  const reference = await sendOffline(context, fields, email);
  // A slow answer keeps the first sender busy while the other one tries.
  await inboxControl(request, { delayMs: 2_000, email });
  const sendsOpen = trackSends(context);
  await context.setOffline(false);
  await expect(fields.root.getByRole('status').filter({ hasText: SENT })).toContainText(reference, {
    timeout: 30_000,
  });
  await outboxSettled(page, sendsOpen);
  expect((await storedFor(request, email)).map((entry) => entry.template_params.reference)).toEqual([
    reference,
  ]);
});
