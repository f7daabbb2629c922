import type { Page } from '@playwright/test';
import { outboxWords } from '@/content/outbox-words';
import {
  expect,
  fillValid,
  openForm,
  storedFor,
  test,
  uniqueEmail,
  SEND_URL,
  type Fields,
} from './enquiry-inbox';
import { allowOfflineSends, OUTBOX_SAYS } from './outbox-state';

// A visitor sees an enquiry waiting in the phone's outbox and deletes it: it is never sent, not even once
// the connection is back, while another enquiry waiting beside it goes out as usual.
test.describe.configure({ timeout: 90_000 });
test.use({ reducedMotion: 'reduce', serviceWorkers: 'block' });

const { reference: REFERENCE, queued: QUEUED } = OUTBOX_SAYS;

/** Sends fail while the phone is offline: expected here. */
test.beforeEach(({ allowProblem }) => allowOfflineSends(allowProblem));

/** Sends the form for `email` while the e-mail service is out of reach; returns the kept enquiry's reference. */
async function keepOffline(fields: Fields, email: string, kept: string[]) {
  await fillValid(fields, email);
  await fields.submit.click();
  const boxes = fields.root.getByRole('status').filter({ hasText: QUEUED });
  await expect(boxes).toHaveCount(kept.length + 1);
  const texts = await boxes.allTextContents();
  const reference = texts.map((text) => text.match(REFERENCE)?.[0]).find((ref) => ref && !kept.includes(ref));
  expect(reference).toBeTruthy();
  return reference!;
}

/** The e-mail address of every enquiry this page hands to the inbox. */
function watchSentEmails(page: Page): string[] {
  const emails: string[] = [];
  page.on('request', (request) => {
    if (request.url() !== SEND_URL || request.method() !== 'POST') return;
    emails.push((request.postDataJSON() as { template_params: { email: string } }).template_params.email);
  });
  return emails;
}

test('an enquiry deleted from the outbox is never sent, while the one beside it is', async ({
  page,
  context,
  request,
}) => {
  const deleted = uniqueEmail('outbox-deleted');
  const kept = uniqueEmail('outbox-kept');
  // No connection reaches the e-mail service (the pages still load): what is sent waits in the outbox.
  await page.route(SEND_URL, (route) => route.abort('internetdisconnected'));
  await page.clock.install();
  const fields = await openForm(page);
  const deletedRef = await keepOffline(fields, deleted, []);
  const keptRef = await keepOffline(fields, kept, [deletedRef]);

  // Later, on the privacy page, still without a connection: the outbox's box shows both.
  await page.goto('/privacy/');
  const outbox = page.getByRole('region', { name: 'Your saved enquiry' });
  const waiting = (reference: string) => outbox.getByRole('status').filter({ hasText: reference });
  await expect(waiting(deletedRef)).toContainText(QUEUED);
  await expect(waiting(keptRef)).toContainText(QUEUED);
  // What it holds is there to see before deleting it.
  await waiting(deletedRef).getByText(outboxWords.holds).click();
  await expect(waiting(deletedRef)).toContainText(deleted);

  await waiting(deletedRef).getByRole('button', { name: 'Cancel this enquiry' }).click();
  await expect(waiting(deletedRef)).toContainText('Cancelled: your enquiry was not sent.');

  // The connection is back: the page's next try sends what still waits, and only that.
  const sentEmails = watchSentEmails(page);
  await page.unroute(SEND_URL);
  await page.clock.fastForward(150_000);
  await expect(waiting(keptRef)).toContainText('Sent: your enquiry is with us.', { timeout: 20_000 });
  expect((await storedFor(request, kept)).map((entry) => entry.template_params.reference)).toEqual([keptRef]);
  expect(await storedFor(request, deleted)).toEqual([]);
  expect(sentEmails).not.toContain(deleted);

  // Nor does any page opened later send it: the outbox no longer holds it.
  const later = await context.newPage();
  await later.goto('/trekking/');
  const laterBox = later.getByRole('region', { name: 'Your saved enquiry' });
  await expect(laterBox.getByRole('status').filter({ hasText: keptRef })).toContainText('Sent');
  await expect(laterBox).not.toContainText(deletedRef);
  expect(await storedFor(request, deleted)).toEqual([]);
});
