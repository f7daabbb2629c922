import { site } from '@/content/site';
import {
  expect,
  fillValid,
  form,
  inboxControl,
  MESSAGES,
  openForm,
  SEND_URL,
  storedFor,
  test,
  toast,
  uniqueEmail,
  watchSends,
} from './enquiry-inbox';

// The home page is heavy (videos, gallery) and the form loads lazily: give each test room on a busy machine.
test.describe.configure({ timeout: 90_000 });
// The form does not move; under reduced motion the page fetches no video and runs no slideshow.
test.use({ reducedMotion: 'reduce' });

const NOW = new Date('2026-12-05T10:00:00+05:30');
const sendUrl = SEND_URL.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** The failure as the visitor sees it: both messages, every field as typed, the two other ways in. */
async function expectFailureShown(fields: ReturnType<typeof form>, email: string) {
  const page = fields.root.page();
  await expect(toast(page, MESSAGES.failureToast)).toBeVisible();
  const alert = fields.root.getByRole('alert');
  await expect(alert).toContainText(MESSAGES.failureInline);
  await expect(alert.getByRole('link', { name: `Call ${site.phone}` })).toHaveAttribute(
    'href',
    site.phoneHref,
  );
  const whatsapp = alert.getByRole('link', { name: /Send it on WhatsApp/ });
  const href = (await whatsapp.getAttribute('href')) ?? '';
  expect(href.startsWith(`${site.whatsappUrl}?text=`)).toBe(true);
  const message = new URL(href).searchParams.get('text') ?? '';
  expect(message).toContain('Name: Anjali');
  expect(message).toContain(`Email: ${email}`);
  expect(message).toContain('Phone: 9876543210');
  await expect(fields.firstName).toHaveValue('Anjali');
  await expect(fields.email).toHaveValue(email);
  await expect(fields.phone).toHaveValue('+91 98765 43210');
  await expect(fields.group('Nature Education')).toBeChecked();
  await expect(fields.submit).toHaveText('Send enquiry');
  await expect(fields.submit).toBeEnabled();
}

test.describe('enquiry form: failures', () => {
  test('an HTTP 500 shows the failure; a later success clears the inline error', async ({
    page,
    request,
    allowProblem,
  }) => {
    allowProblem(new RegExp(`^HTTP 500: ${sendUrl}$`));
    allowProblem(/console error: Failed to load resource: the server responded with a status of 500/);
    await page.clock.setFixedTime(NOW);
    const email = uniqueEmail('http500');
    await inboxControl(request, { fail: 500, email });
    const fields = await openForm(page);
    await fillValid(fields, email);
    await fields.submit.click();
    await expectFailureShown(fields, email);
    expect(await storedFor(request, email)).toEqual([]);

    await fields.submit.click();
    await expect(toast(page, MESSAGES.success)).toBeVisible();
    await expect(fields.root.getByText(MESSAGES.failureInline)).toBeHidden();
    expect(await storedFor(request, email)).toHaveLength(1);
  });

  test('a headless browser (navigator.webdriver true) is refused by the client: failure shown, nothing sent', async ({
    page,
    request,
  }) => {
    await page.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => true }),
    );
    await page.clock.setFixedTime(NOW);
    const sends = watchSends(page);
    const email = uniqueEmail('headless');
    const fields = await openForm(page);
    await fillValid(fields, email);
    await fields.submit.click();
    await expectFailureShown(fields, email);
    expect(sends).toEqual([]);
    expect(await storedFor(request, email)).toEqual([]);
  });
});

test.describe('enquiry form: failures, without a service worker', () => {
  // The page's own retry is under test: a service worker would send it first (Background Sync).
  test.use({ serviceWorkers: 'block' });

  test('with the inbox unreachable the enquiry is kept on the phone; the page sends it once the inbox answers', async ({
    page,
    request,
    allowProblem,
  }) => {
    allowProblem(new RegExp(`^request failed: ${sendUrl} \\(net::ERR_CONNECTION_REFUSED\\)$`));
    allowProblem(/console error: Failed to load resource: net::ERR_CONNECTION_REFUSED/);
    await page.clock.setFixedTime(NOW);
    const email = uniqueEmail('offline');
    await page.route(SEND_URL, (route) => route.abort('connectionrefused'));
    const sends = watchSends(page);
    const fields = await openForm(page);
    await fillValid(fields, email);
    await fields.submit.click();
    const queued = fields.root.getByRole('status').filter({ hasText: 'your enquiry is saved on this phone' });
    await expect(queued).toContainText('It will be sent by itself when the connection is back');
    const reference = (await queued.textContent())?.match(/KV-[2-9A-Z]{6}/)?.[0];
    await expect(fields.root.getByRole('alert')).toHaveCount(0);

    // The browser still says it is online, so no event comes: the page's own retry, 10 s on, sends it.
    await page.unroute(SEND_URL);
    await expect(
      fields.root.getByRole('status').filter({ hasText: 'Sent: your enquiry is with us.' }),
    ).toContainText(reference!, { timeout: 20_000 });
    expect(sends).toHaveLength(2);
    expect((await storedFor(request, email)).map((entry) => entry.template_params.reference)).toEqual([
      reference,
    ]);
  });
});
