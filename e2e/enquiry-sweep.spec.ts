import {
  expect,
  fillValid,
  form,
  INBOX_ORIGIN,
  MESSAGES,
  openForm,
  storedFor,
  test,
  toast,
  uniqueEmail,
} from './enquiry-inbox';

const NOW = new Date('2026-12-05T10:00:00+05:30');
const LONG = 'a'.repeat(10_000);
const SCRIPT = '<script>alert("xss")</script>';
const IMG = '<img src=x onerror=alert(1)>';
const TOO_LONG_NAME = 'Please keep the first name to 50 characters or fewer';

type Field = 'firstName' | 'lastName' | 'email' | 'phone' | 'adults' | 'kids' | 'date';
/** A bad input and how it must end: with this message on the field, or sent and stored as typed. */
type Case = [Field, string, string | 'stored'];

const cases: Case[] = [
  ['firstName', '', MESSAGES.firstName],
  ['firstName', '     ', MESSAGES.firstName],
  ['firstName', LONG, TOO_LONG_NAME],
  ['firstName', '😀😀', MESSAGES.firstName],
  ['firstName', SCRIPT, MESSAGES.firstName],
  ['firstName', IMG, MESSAGES.firstName],
  ['firstName', 'Robert"); DROP TABLE enquiries;--', MESSAGES.firstName],
  ['firstName', 'Anjali\u202e', MESSAGES.firstName],
  ['email', '', MESSAGES.email],
  ['email', '   ', MESSAGES.email],
  ['email', `${LONG}@example.com`, MESSAGES.email],
  ['email', '😀@example.com', MESSAGES.email],
  ['email', `${SCRIPT}@example.com`, MESSAGES.email],
  ['email', 'anjali@@example.com', MESSAGES.email],
  ['phone', '', MESSAGES.phone],
  ['phone', '          ', MESSAGES.phone],
  ['phone', LONG, MESSAGES.phone],
  ['phone', '98765abcde', MESSAGES.phone],
  ['phone', '☎️ 98765 43210', MESSAGES.phone],
  ['phone', '٩٨٧٦٥٤٣٢١٠', MESSAGES.phone],
  ['adults', '', MESSAGES.adults],
  ['adults', 'two', MESSAGES.adults],
  ['adults', '-2', MESSAGES.adults],
  ['adults', '1.5', MESSAGES.adults],
  ['adults', '2e1', MESSAGES.adults],
  ['adults', LONG.replace(/a/g, '9'), 'For more than 50 adults, please call or WhatsApp us'],
  ['kids', '', MESSAGES.kids],
  ['kids', 'none', MESSAGES.kids],
  ['kids', '-1', MESSAGES.kids],
  ['kids', '0.5', MESSAGES.kids],
  ['date', '01/01/2020', 'Please choose a date from today up to two years ahead'],
  ['date', '04/12/2026', 'Please choose a date from today up to two years ahead'],
  ['date', 'tomorrow', 'Please choose a date (DD/MM/YYYY)'],
  ['date', SCRIPT, 'Please choose a date (DD/MM/YYYY)'],
  ['lastName', SCRIPT, 'stored'],
  ['lastName', IMG, 'stored'],
  ['lastName', 'مُحَمَّد עִברִית', 'stored'],
  ['lastName', '😀 & "quotes" \'single\'', 'stored'],
  ['firstName', 'محمد', 'stored'],
];

test('a sweep of bad inputs each ends in a clear message or safe, escaped storage, with nothing lost', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  await page.clock.setFixedTime(NOW);
  page.on('dialog', (dialog) => {
    throw new Error(`a dialog opened: ${dialog.message()}`);
  });
  expect(cases.length).toBeGreaterThanOrEqual(30);
  const fields = await openForm(page);
  const email = uniqueEmail('sweep');
  await fillValid(fields, email);
  const valid = {
    firstName: 'Anjali',
    lastName: '',
    email,
    phone: '+91 98765 43210',
    adults: '2',
    kids: '0',
    date: '05/12/2026',
  } satisfies Record<Field, string>;
  const stored: { name: Field; value: string }[] = [];

  for (const [name, value, outcome] of cases) {
    const label = `${name} = ${JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}… (${value.length})` : value)}`;
    const field = fields[name];
    await field.fill(value);
    if (outcome === 'stored') await page.evaluate(() => localStorage.removeItem('app')); // one send per case, not per 10 s
    await fields.submit.click();
    if (outcome === 'stored') {
      stored.push({ name, value });
      await expect
        .poll(async () => (await storedFor(request, email)).length, { message: label })
        .toBe(stored.length);
      await expect(toast(page, MESSAGES.success).first(), label).toBeVisible();
      await expect(fields.firstName, label).toHaveValue(''); // the form starts afresh after a send
      await fillValid(fields, email);
    } else {
      await expect(field, label).toHaveAttribute('aria-invalid', 'true');
      await expect(fields.root.getByText(outcome, { exact: true }), label).toBeVisible();
      // Nothing lost: what was typed stays, and so does everything else.
      // (An e-mail input trims surrounding spaces itself.)
      await expect(field, label).toHaveValue(name === 'email' ? value.trim() : value);
      for (const other of Object.keys(valid) as Field[]) {
        if (other !== name) await expect(fields[other], label).toHaveValue(valid[other]);
      }
      await field.fill(valid[name]);
    }
  }

  const entries = await storedFor(request, email);
  expect(entries).toHaveLength(stored.length);
  stored.forEach(({ name, value }, index) => expect(entries[index]?.template_params[name]).toBe(value));

  // The inbox page shows every stored value escaped: no script runs, no markup is injected.
  const inbox = await page.context().newPage();
  inbox.on('dialog', (dialog) => {
    throw new Error(`a dialog opened: ${dialog.message()}`);
  });
  await inbox.goto(`${INBOX_ORIGIN}/`);
  await expect(inbox.getByText(SCRIPT, { exact: true }).first()).toBeVisible();
  await expect(inbox.getByText(IMG, { exact: true }).first()).toBeVisible();
  await expect(inbox.locator('main img, main script')).toHaveCount(0);
  await inbox.close();
  await expect(form(page).firstName).toBeVisible();
});
