import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { INBOX_ORIGIN } from './enquiry-env';
import { expect, test as base } from './fixtures';

export { INBOX_ORIGIN };
export const SEND_URL = `${INBOX_ORIGIN}/api/v1.0/email/send`;

export type StoredEnquiry = {
  via: string;
  lib_version: string;
  user_id: string;
  service_id: string;
  template_id: string;
  template_params: Record<string, string>;
};

/** The shared fixtures, plus: requests to the inbox on this machine's loopback are expected. */
export const test = base.extend<{ inboxAllowed: void }>({
  inboxAllowed: [
    async ({ allowProblem }, use) => {
      allowProblem(new RegExp(`^request left the machine: ${INBOX_ORIGIN.replace(/\./g, '\\.')}/`));
      await use();
    },
    { auto: true },
  ],
});
export { expect };

export const MESSAGES = {
  firstName: 'Provide a valid name',
  email: 'Please provide a valid email',
  phone: 'Please provide a valid 10 digit phone number',
  adults: 'Please provide the number of adults',
  kids: 'Please provide the number of kids',
  noTrip: 'Please select at least one trip/activity',
  success: 'Thank you. We will call you soon!',
  failureToast: 'Sorry. Please try again :(',
  failureInline: 'Something went wrong. Please try again!',
};

/** A unique e-mail per test: the inbox is shared by parallel tests, so each finds its own enquiries by it. */
export function uniqueEmail(label = 'visitor'): string {
  return `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

export async function storedFor(request: APIRequestContext, email: string): Promise<StoredEnquiry[]> {
  const all = (await (await request.get(`${INBOX_ORIGIN}/__enquiries`)).json()) as StoredEnquiry[];
  return all.filter((entry) => entry.template_params.email === email);
}

/** Tells the inbox to fail, delay or drop the next send for this e-mail. */
export async function inboxControl(request: APIRequestContext, control: Record<string, unknown>) {
  expect((await request.post(`${INBOX_ORIGIN}/__control`, { data: control })).ok()).toBe(true);
}

export function form(page: Page) {
  const root = page.getByRole('form', { name: 'Tell us where you want to go' });
  return {
    root,
    firstName: root.getByLabel('First name'),
    lastName: root.getByLabel('Last name'),
    email: root.getByLabel('Email'),
    phone: root.getByLabel('Phone'),
    adults: root.getByLabel('Adults'),
    kids: root.getByLabel('Kids (below 8 years)'),
    date: root.getByRole('textbox', { name: 'Date' }),
    group: (name: 'Trekking' | 'Camping' | 'Adventure Activities' | 'Nature Education') =>
      root.getByRole('checkbox', { name, exact: true }),
    option: (name: string) => root.getByRole('checkbox', { name, exact: true }),
    submit: root.getByRole('button', { name: /Send enquiry|Sending\.\.\./ }),
  };
}

/** Opens the home page at the form and waits for its code to arrive. */
export async function openForm(page: Page, path = '/#enquiry') {
  await page.goto(path);
  const fields = form(page);
  await expect(fields.firstName).toBeVisible({ timeout: 45_000 });
  return fields;
}

export type Fields = ReturnType<typeof form>;

export async function fillValid(fields: Fields, email: string) {
  await fields.firstName.fill('Anjali');
  await fields.email.fill(email);
  await fields.phone.fill('+91 98765 43210');
  await fields.adults.fill('2');
  await fields.group('Nature Education').check();
}

/** The visible message tied to a field through aria-describedby. */
export async function errorOf(field: Locator): Promise<string | null> {
  const ids = (await field.getAttribute('aria-describedby'))?.split(' ') ?? [];
  const errorId = ids.find((id) => id.endsWith('-error'));
  if (!errorId) return null;
  return field.page().locator(`[id="${errorId}"]`).textContent();
}

export function toast(page: Page, text: string) {
  return page.locator('[data-sonner-toast]').filter({ hasText: text });
}
