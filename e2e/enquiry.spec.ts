import { DRAFT_KEY } from '../lib/enquiry/draft-storage';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import {
  errorOf,
  expect,
  fillValid,
  form,
  MESSAGES,
  openForm,
  SEND_URL,
  storedFor,
  test,
  toast,
  uniqueEmail,
} from './enquiry-inbox';

// The home page is heavy (videos, gallery) and the form loads lazily: give each test room on a busy machine.
test.describe.configure({ timeout: 90_000 });

// 10:00 IST on Saturday 5 December 2026: the form's "today". Timers still run in real time.
const NOW = new Date('2026-12-05T10:00:00+05:30');

/** axe on the enquiry section only: other sections have their own specs. */
async function enquiryAxeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .include('#enquiry')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} → ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(NOW);
});

test.describe('enquiry form: sending', () => {
  test('a complete enquiry reaches the inbox with exactly the spec payload, then the form starts afresh', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('success');
    const fields = await openForm(page);
    expect(await page.evaluate(() => navigator.webdriver)).toBe(false);

    await expect(fields.kids).toHaveValue('0');
    await expect(fields.date).toHaveValue('05/12/2026');
    await expect(
      page.getByRole('button', { name: 'Today, Saturday 5 December 2026, selected' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Friday 4 December 2026', exact: true })).toBeDisabled();

    await fields.firstName.fill('Anjali');
    await fields.lastName.fill('');
    await fields.email.fill(email);
    await fields.phone.fill('098765-43210');
    await fields.adults.fill('2');
    await fields.kids.fill('1');
    await page.getByRole('button', { name: 'Go to the Next Month' }).click();
    await page.getByRole('button', { name: 'Friday 15 January 2027' }).click();
    await expect(fields.date).toHaveValue('15/01/2027');

    await expect(fields.option('Meesapulimalai')).toBeHidden();
    await fields.group('Trekking').check();
    await fields.option('Chinnar Wildlife Sanctury').check();
    await fields.option('Letchmi Hills').check();
    await fields.group('Camping').check();
    await fields.group('Adventure Activities').check();
    await fields.option('Kayaking').check();
    // An unticked group keeps its options for when it is ticked again, but sends "N/A".
    await fields.group('Adventure Activities').uncheck();
    await expect(fields.option('Kayaking')).toBeHidden();
    await fields.group('Adventure Activities').check();
    await expect(fields.option('Kayaking')).toBeChecked();
    await fields.group('Adventure Activities').uncheck();

    await fields.submit.click();
    await expect(toast(page, MESSAGES.success)).toBeVisible();
    const stored = await storedFor(request, email);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      via: 'send',
      lib_version: '4.4.1',
      user_id: 'local-inbox-public-key',
      service_id: 'local-inbox-service',
      template_id: 'local-inbox-template',
    });
    expect(stored[0]?.template_params).toEqual({
      firstName: 'Anjali',
      lastName: '',
      phone: '9876543210',
      email,
      adults: '2',
      kids: '1',
      date: 'Friday, 15 January 2027',
      trekking: 'Letchmi Hills, Chinnar Wildlife Sanctury',
      camping: 'N/A',
      adventure: 'N/A',
      natureEducation: 'No',
    });

    await expect(fields.firstName).toHaveValue('');
    await expect(fields.email).toHaveValue('');
    await expect(fields.date).toHaveValue('05/12/2026');
    await expect(fields.group('Trekking')).not.toBeChecked();
    expect(await page.evaluate((key) => sessionStorage.getItem(key), DRAFT_KEY)).toBeNull();
  });

  test('the toaster sits top-right at layer 1200 and is 320 px wide where there is room', async ({
    page,
  }) => {
    const fields = await openForm(page);
    await fillValid(fields, uniqueEmail('toaster'));
    await fields.submit.click();
    const success = toast(page, MESSAGES.success);
    await expect(success).toBeVisible();
    const toaster = page.locator('[data-sonner-toaster]');
    await expect(toaster).toHaveAttribute('data-y-position', 'top');
    await expect(toaster).toHaveAttribute('data-x-position', 'right');
    await expect(toaster).toHaveCSS('z-index', '1200');
    const box = await success.boundingBox();
    const viewport = page.viewportSize();
    expect(box && viewport).toBeTruthy();
    if (box && viewport) {
      expect(box.y).toBeLessThan(viewport.height / 3);
      if (viewport.width > 600) expect(Math.round(box.width)).toBe(320);
      expect(box.x + box.width).toBeGreaterThan(viewport.width - 40);
    }
  });

  test('a visitor without a trip gets the bottom-right toast, clear of the WhatsApp button, and nothing is sent', async ({
    page,
  }) => {
    const sends: string[] = [];
    page.on('request', (request) => request.url() === SEND_URL && sends.push(request.url()));
    const fields = await openForm(page);
    await fillValid(fields, uniqueEmail('no-trip'));
    await fields.group('Nature Education').uncheck();
    // A ticked group with nothing chosen, and options kept in an unticked group, are not a trip.
    await fields.group('Trekking').check();
    await fields.group('Camping').check();
    await fields.option('Yellapetty Camp').check();
    await fields.group('Camping').uncheck();
    await fields.submit.click();

    const noTrip = toast(page, MESSAGES.noTrip);
    await expect(noTrip).toBeVisible();
    await expect(
      page.locator('[data-sonner-toaster][data-y-position="bottom"][data-x-position="right"]'),
    ).toContainText(MESSAGES.noTrip);
    await expect(fields.group('Trekking')).toBeFocused();
    const whatsappBox = await page.getByRole('link', { name: /chat with us on whatsapp/i }).boundingBox();
    expect(whatsappBox).toBeTruthy();
    // The toast slides up into place: measure it once it has settled.
    await expect
      .poll(async () => {
        const box = await noTrip.boundingBox();
        return box ? box.y + box.height : Infinity;
      })
      .toBeLessThanOrEqual(whatsappBox!.y);
    expect(sends).toEqual([]);
  });

  test('Nature Education alone is a trip', async ({ page, request }) => {
    const email = uniqueEmail('nature');
    const fields = await openForm(page);
    await fillValid(fields, email);
    await fields.submit.click();
    await expect(toast(page, MESSAGES.success)).toBeVisible();
    expect((await storedFor(request, email))[0]?.template_params).toMatchObject({
      trekking: 'N/A',
      camping: 'N/A',
      adventure: 'N/A',
      natureEducation: 'Yes',
    });
  });
});

test.describe('enquiry form: validation', () => {
  test('an empty submit shows every message at once, tied to its field, and focuses the first', async ({
    page,
  }) => {
    const sends: string[] = [];
    page.on('request', (request) => request.url() === SEND_URL && sends.push(request.url()));
    const fields = await openForm(page);
    await fields.kids.fill('');
    await fields.submit.click();

    const expected = [
      [fields.firstName, MESSAGES.firstName],
      [fields.email, MESSAGES.email],
      [fields.phone, MESSAGES.phone],
      [fields.adults, MESSAGES.adults],
      [fields.kids, MESSAGES.kids],
    ] as const;
    for (const [field, message] of expected) {
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(await errorOf(field)).toBe(message);
      await expect(fields.root.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(fields.firstName).toBeFocused();
    await expect(fields.lastName).not.toHaveAttribute('aria-invalid', 'true');
    await expect(fields.email).toHaveAttribute('required', '');
    await expect(toast(page, MESSAGES.noTrip)).toBeVisible();
    expect(sends).toEqual([]);

    // Fixing a field clears its message as the visitor types.
    await fields.firstName.fill('Anjali');
    await expect(fields.root.getByText(MESSAGES.firstName, { exact: true })).toBeHidden();
    await expect(fields.firstName).not.toHaveAttribute('aria-invalid', 'true');
  });

  const table: [keyof ReturnType<typeof fieldMap>, string, string | null][] = [
    ['firstName', 'Anjali', null],
    ['firstName', "D'Souza-Nair", null],
    ['firstName', 'മനു', null],
    ['firstName', 'R2D2', MESSAGES.firstName],
    ['firstName', 'K. Ramesh', MESSAGES.firstName],
    ['email', 'anjali@example', MESSAGES.email],
    ['email', 'anjali@example.co.in', null],
    ['phone', '98765 4321', MESSAGES.phone],
    ['phone', '+91 98765 43210', null],
    ['phone', '0 98765 43210', null],
    ['adults', '0', MESSAGES.adults],
    ['adults', '1', null],
    ['adults', '51', 'For more than 50 adults, please call or WhatsApp us'],
    ['kids', '0', null],
    ['kids', '-1', MESSAGES.kids],
    ['kids', '51', 'For more than 50 kids, please call or WhatsApp us'],
    ['date', '04/12/2026', 'Please choose a date from today up to two years ahead'],
    ['date', '31/02/2027', 'Please choose a date (DD/MM/YYYY)'],
    ['date', '5/12/2026', null],
  ];
  const fieldMap = (fields: ReturnType<typeof form>) => ({
    firstName: fields.firstName,
    email: fields.email,
    phone: fields.phone,
    adults: fields.adults,
    kids: fields.kids,
    date: fields.date,
  });

  test('the validation table: each rule and boundary, one field at a time', async ({ page }) => {
    test.setTimeout(180_000);
    const sends: string[] = [];
    page.on('request', (request) => request.url() === SEND_URL && sends.push(request.url()));
    const fields = await openForm(page);
    await fillValid(fields, uniqueEmail('table'));
    await fields.group('Nature Education').uncheck(); // no trip: a valid row stops at the toast, nothing is sent
    const map = fieldMap(fields);
    for (const [name, value, message] of table) {
      const field = map[name];
      const before = await field.inputValue();
      await field.fill(value);
      await fields.submit.click();
      if (message) {
        await expect(field, `${name} = ${JSON.stringify(value)}`).toHaveAttribute('aria-invalid', 'true');
        expect(await errorOf(field), `${name} = ${JSON.stringify(value)}`).toBe(message);
      } else {
        await expect(field, `${name} = ${JSON.stringify(value)}`).not.toHaveAttribute('aria-invalid', 'true');
      }
      await expect(fields.root.locator('[aria-invalid="true"]')).toHaveCount(message ? 1 : 0);
      await field.fill(before);
    }
    expect(sends).toEqual([]);
  });

  test('the form has no axe findings, idle and with every error shown', async ({ page }) => {
    const fields = await openForm(page);
    expect(await enquiryAxeViolations(page)).toEqual([]);
    await fields.submit.click();
    await expect(fields.firstName).toHaveAttribute('aria-invalid', 'true');
    expect(await enquiryAxeViolations(page)).toEqual([]);
  });

  test('inputs are at least 44 px tall with 16 px text, and the group options are reachable by keyboard', async ({
    page,
  }) => {
    const fields = await openForm(page);
    for (const field of [
      fields.firstName,
      fields.email,
      fields.phone,
      fields.adults,
      fields.kids,
      fields.date,
    ]) {
      const box = await field.boundingBox();
      expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
      await expect(field).toHaveCSS('font-size', '16px');
    }
    await fields.group('Camping').focus();
    await page.keyboard.press('Space');
    await expect(fields.group('Camping')).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(fields.option('Kolukkumalai Sunrise Camp')).toBeFocused();
  });
});

test.describe('enquiry form: nothing lost', () => {
  test('a draft is restored after a reload', async ({ page }) => {
    const fields = await openForm(page);
    await fields.firstName.fill('Ravi');
    await fields.lastName.fill('Menon');
    await fields.phone.fill('98765 43210');
    await fields.adults.fill('3');
    await fields.date.fill('20/12/2026');
    await fields.group('Adventure Activities').check();
    await fields.option('Zip-line').check();
    await page.reload();
    const again = form(page);
    await expect(again.firstName).toHaveValue('Ravi', { timeout: 45_000 });
    await expect(again.lastName).toHaveValue('Menon');
    await expect(again.phone).toHaveValue('98765 43210');
    await expect(again.adults).toHaveValue('3');
    await expect(again.date).toHaveValue('20/12/2026');
    await expect(again.group('Adventure Activities')).toBeChecked();
    await expect(again.option('Zip-line')).toBeChecked();
  });

  for (const [link, group, option] of [
    ['/?trip=trekking:meesapulimalai#enquiry', 'Trekking', 'Meesapulimalai'],
    ['/?trip=camping:kolukkumalai-sunrise#enquiry', 'Camping', 'Kolukkumalai Sunrise Camp'],
  ] as const) {
    test(`a package link (${link}) arrives at the form with its trip ticked`, async ({ page }) => {
      const fields = await openForm(page, link);
      await expect(fields.group(group)).toBeChecked();
      await expect(fields.option(option)).toBeChecked();
      await expect(fields.option(option)).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Tell us where you want to go' })).toBeInViewport();
    });
  }
});
