import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { TripGroup } from '@/content/trip-groups';
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

/** The form's own words, kept literal: the first five are the old site's, which visitors already know. */
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

/** The trip groups as the form names them. */
export const GROUP_NAMES: Record<TripGroup, string> = {
  trekking: 'Trekking',
  camping: 'Camping',
  adventure: 'Adventure Activities',
};

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
    group: (name: string) => root.getByRole('checkbox', { name, exact: true }),
    /** An option of a group, found in that group's own list (two groups may offer the same place). */
    option: (group: TripGroup, label: string) =>
      root
        .getByRole('group', { name: `${GROUP_NAMES[group]}: choose one or more` })
        .getByRole('checkbox', { name: label, exact: true }),
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

/** A field marked invalid whose description (what a screen reader reads after it) ends with the message. */
export async function expectInvalid(field: Locator, message: string) {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  const escaped = message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await expect(field).toHaveAccessibleDescription(new RegExp(`(^|\\s)${escaped}$`));
}

/** A toast as assistive technology finds it: an item of the "Notifications" region. */
export function toast(page: Page, text: string) {
  return page
    .getByRole('region', { name: /^Notifications/ })
    .getByRole('listitem')
    .filter({ hasText: text });
}

/** Counts the sends that leave the page for the inbox. */
export function watchSends(page: Page): string[] {
  const sends: string[] = [];
  page.on('request', (request) => {
    if (request.url() === SEND_URL && request.method() === 'POST') sends.push(request.url());
  });
  return sends;
}
