import type { Page } from '@playwright/test';
import {
  expect,
  fillValid,
  openForm,
  storedFor,
  test,
  toast,
  uniqueEmail,
  watchSends,
} from './enquiry-inbox';

// No lead lost or doubled: time zones, midnight, slow networks, the rate limit, autofill and big drafts.
test.describe.configure({ timeout: 90_000 });

const NOW = new Date('2026-12-05T10:00:00+05:30');

test.describe("Munnar's calendar", () => {
  test.use({ timezoneId: 'America/New_York' });

  test('a visitor in New York at 21:00 on 4 December gets 5 December, as in Munnar', async ({
    page,
    request,
  }) => {
    await page.clock.install({ time: new Date('2026-12-04T21:00:00-05:00') });
    const email = uniqueEmail('newyork');
    const fields = await openForm(page);
    await expect(fields.date).toHaveValue('05/12/2026');
    await expect(
      page.getByRole('button', { name: 'Today, Saturday 5 December 2026, selected' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Friday 4 December 2026' })).toBeDisabled();

    await fillValid(fields, email);
    await fields.firstName.fill('അനില്‍');
    await fields.submit.click();
    await expect(toast(page, 'Thank you. We will call you soon!')).toBeVisible();
    const [stored] = await storedFor(request, email);
    expect(stored?.template_params).toMatchObject({ date: 'Saturday, 5 December 2026', firstName: 'അനില്‍' });
  });
});

test('a form opened at 23:58 and sent at 00:03 moves its untouched date to the new day', async ({
  page,
  request,
}) => {
  await page.clock.install({ time: new Date('2026-12-05T23:58:00+05:30') });
  const email = uniqueEmail('midnight');
  const fields = await openForm(page);
  await fillValid(fields, email);
  await expect(fields.date).toHaveValue('05/12/2026');

  await page.clock.fastForward('05:00');
  await expect(fields.date).toHaveValue('06/12/2026');
  await expect(page.getByRole('button', { name: 'Today, Sunday 6 December 2026, selected' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Saturday 5 December 2026' })).toBeDisabled();
  await fields.submit.click();
  await expect(toast(page, 'Thank you. We will call you soon!')).toBeVisible();
  expect((await storedFor(request, email))[0]?.template_params.date).toBe('Sunday, 6 December 2026');
});

test('a second enquiry within 10 s is asked to wait a few seconds, then goes through', async ({
  page,
  request,
}) => {
  await page.clock.setFixedTime(NOW);
  const fields = await openForm(page);
  const first = uniqueEmail('first');
  await fillValid(fields, first);
  await fields.submit.click();
  await expect(toast(page, 'Thank you. We will call you soon!')).toBeVisible();

  const second = uniqueEmail('second');
  await fillValid(fields, second);
  await fields.submit.click();
  await expect(toast(page, 'Please wait a few seconds, then send again.')).toBeVisible();
  await expect(fields.root.getByRole('alert')).toContainText('Please wait a few seconds');
  await expect(fields.email).toHaveValue(second);
  expect(await storedFor(request, second)).toEqual([]);

  await page.clock.setFixedTime(new Date(NOW.getTime() + 11_000));
  await fields.submit.click();
  await expect(fields.root.getByRole('alert')).toBeHidden();
  await expect.poll(async () => (await storedFor(request, second)).length).toBe(1);
});

/** Writes into the honeypot the way a password manager does: a value and an input event, no keystrokes. */
async function autofillTrap(page: Page) {
  await page.evaluate(() => {
    const trap = document.querySelector<HTMLInputElement>('input[name="trap"]');
    if (!trap) throw new Error('no honeypot field');
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(trap, '+1 555 0100');
    trap.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

test('an enquiry whose honeypot a browser autofilled still arrives', async ({ page, request }) => {
  await page.clock.setFixedTime(NOW);
  const email = uniqueEmail('autofill');
  const fields = await openForm(page);
  await fillValid(fields, email);
  await autofillTrap(page);
  await page.clock.setFixedTime(new Date(NOW.getTime() + 20_000));
  await fields.submit.click();
  await expect(toast(page, 'Thank you. We will call you soon!')).toBeVisible();
  expect(await storedFor(request, email)).toHaveLength(1);
});

test('a bot that fills the honeypot and sends at once sees success and nothing is sent', async ({
  page,
  request,
}) => {
  await page.clock.setFixedTime(NOW);
  const sends = watchSends(page);
  const email = uniqueEmail('bot');
  const fields = await openForm(page);
  await fillValid(fields, email);
  await autofillTrap(page);
  await fields.submit.click();
  await expect(toast(page, 'Thank you. We will call you soon!')).toBeVisible();
  expect(sends).toEqual([]);
  expect(await storedFor(request, email)).toEqual([]);
});

test('one oversized field does not lose the rest of the draft', async ({ page }) => {
  const fields = await openForm(page);
  await fields.firstName.fill('Anjali');
  await fields.phone.fill('98765 43210');
  await fields.lastName.fill('x'.repeat(200_000));
  await page.reload();
  const again = await openForm(page);
  await expect(again.firstName).toHaveValue('Anjali');
  await expect(again.phone).toHaveValue('98765 43210');
  expect((await again.lastName.inputValue()).length).toBeLessThan(1_000);
});
