import { AxeBuilder } from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { enquiryOptions } from '@/lib/trips/enquiry-options';
import { LIMITS, MESSAGES as RULES } from '@/lib/enquiry/enquiry-schema';
import {
  expect,
  expectInvalid,
  fillValid,
  form,
  GROUP_NAMES,
  INBOX_ORIGIN,
  MESSAGES,
  openForm,
  storedFor,
  test,
  toast,
  uniqueEmail,
  watchSends,
} from './enquiry-inbox';
import { BOTH_WIDTHS } from './fixtures';
import { fixtureTrips, onFixtureSite } from './fixture-site';

// The home page is heavy (videos, gallery) and the form loads lazily: give each test room on a busy machine.
test.describe.configure({ timeout: 90_000 });
// The form does not move; under reduced motion the page fetches no video and runs no slideshow.
test.use({ reducedMotion: 'reduce' });

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

/** Whether the element is what the visitor sees at a point of it: nothing is drawn over it there. */
function isDrawnOnTopAt(element: Locator, x: number, y: number) {
  return element.evaluate((el, [px, py]) => el.contains(document.elementFromPoint(px!, py!)), [x, y]);
}

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(NOW);
});

test.describe('enquiry form: sending', () => {
  test('a complete enquiry reaches the inbox as the e-mail template names it, then the form starts afresh', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('success');
    const trekking = enquiryOptions.trekking;
    const [firstTrek, lastTrek] = [trekking[0]!, trekking.at(-1)!];
    const camp = enquiryOptions.camping[0]!;
    const activity = enquiryOptions.adventure[0]!;
    const fields = await openForm(page);

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

    await expect(fields.option('trekking', firstTrek.label)).toBeHidden();
    await fields.group('Trekking').check();
    // Ticked last one first: the e-mail lists them in the form's order, not the order of the clicks.
    await fields.option('trekking', lastTrek.label).check();
    await fields.option('trekking', firstTrek.label).check();
    // A ticked group with nothing chosen sends "N/A".
    await fields.group('Camping').check();
    await expect(fields.option('camping', camp.label)).not.toBeChecked();
    await fields.group('Adventure Activities').check();
    await fields.option('adventure', activity.label).check();
    // An unticked group keeps its options for when it is ticked again, but sends "N/A".
    await fields.group('Adventure Activities').uncheck();
    await expect(fields.option('adventure', activity.label)).toBeHidden();
    await fields.group('Adventure Activities').check();
    await expect(fields.option('adventure', activity.label)).toBeChecked();
    await fields.group('Adventure Activities').uncheck();

    await fields.submit.click();
    await expect(toast(page, MESSAGES.success)).toBeVisible();
    const stored = await storedFor(request, email);
    expect(stored).toHaveLength(1);
    // The ids the test build was made with, so the inbox answers as EmailJS would.
    expect(stored[0]).toMatchObject({
      via: 'send',
      user_id: 'local-inbox-public-key',
      service_id: 'local-inbox-service',
      template_id: 'local-inbox-template',
    });
    expect(stored[0]?.template_params).toEqual({
      reference: expect.stringMatching(/^KV-[2-9A-Z]{6}$/),
      firstName: 'Anjali',
      lastName: '',
      phone: '9876543210',
      email,
      adults: '2',
      kids: '1',
      date: 'Friday, 15 January 2027',
      trekking: [...new Set([firstTrek.label, lastTrek.label])].join(', '),
      camping: 'N/A',
      adventure: 'N/A',
      natureEducation: 'No',
      language: 'English (en)',
    });

    await expect(fields.firstName).toHaveValue('');
    await expect(fields.email).toHaveValue('');
    await expect(fields.kids).toHaveValue('0');
    await expect(fields.date).toHaveValue('05/12/2026');
    await expect(fields.group('Trekking')).not.toBeChecked();
  });

  test(
    'Nature Education alone is a trip; the thanks shows top right above the page; text arrives as typed',
    BOTH_WIDTHS,
    async ({ page, request }) => {
      page.on('dialog', (dialog) => {
        throw new Error(`a dialog opened: ${dialog.message()}`);
      });
      // Within the last name's 50 characters: the one field that takes any text.
      const markup = '<svg onload=alert(1)><script>alert(1)</script>';
      const email = uniqueEmail('nature');
      const fields = await openForm(page);
      await fillValid(fields, email);
      await fields.firstName.fill('محمد');
      await fields.lastName.fill(markup);
      await fields.submit.click();
      const success = toast(page, MESSAGES.success);
      await expect(success).toBeVisible();
      expect((await storedFor(request, email))[0]?.template_params).toMatchObject({
        firstName: 'محمد',
        lastName: markup,
        trekking: 'N/A',
        camping: 'N/A',
        adventure: 'N/A',
        natureEducation: 'Yes',
      });

      const viewport = page.viewportSize()!;
      // The toast slides in: measure it once it has settled against the right edge.
      await expect
        .poll(async () => {
          const box = await success.boundingBox();
          return box ? Math.round(viewport.width - (box.x + box.width)) : Infinity;
        })
        .toBeLessThanOrEqual(40);
      const box = (await success.boundingBox())!;
      expect(box.y).toBeLessThan(viewport.height / 3);
      if (viewport.width > 600) expect(Math.round(box.width)).toBe(320);
      // It overlaps the sticky header there, and the visitor sees the toast, not the header.
      const header = (await page.getByRole('banner').boundingBox())!;
      const probe = { x: box.x + box.width / 2, y: box.y + 8 };
      expect(probe.y).toBeLessThan(header.y + header.height);
      expect(await isDrawnOnTopAt(success, probe.x, probe.y)).toBe(true);

      const inbox = await page.context().newPage();
      inbox.on('dialog', (dialog) => {
        throw new Error(`a dialog opened: ${dialog.message()}`);
      });
      await inbox.goto(`${INBOX_ORIGIN}/`);
      await expect(inbox.getByText(markup).first()).toBeVisible();
      await expect(inbox.locator('main svg, main script')).toHaveCount(0);
      await inbox.close();
    },
  );

  test(
    'a visitor without a trip gets the bottom-right toast, clear of the WhatsApp button, and nothing is sent',
    BOTH_WIDTHS,
    async ({ page }) => {
      const sends = watchSends(page);
      const camp = enquiryOptions.camping[0]!;
      const fields = await openForm(page);
      await fillValid(fields, uniqueEmail('no-trip'));
      await fields.group('Nature Education').uncheck();
      // A ticked group with nothing chosen, and options kept in an unticked group, are not a trip.
      await fields.group('Trekking').check();
      await fields.group('Camping').check();
      await fields.option('camping', camp.label).check();
      await fields.group('Camping').uncheck();
      await fields.submit.click();

      const noTrip = toast(page, MESSAGES.noTrip);
      await expect(noTrip).toBeVisible();
      await expect(fields.group('Trekking')).toBeFocused();
      const viewport = page.viewportSize()!;
      const whatsapp = (await page.getByRole('link', { name: /chat with us on whatsapp/i }).boundingBox())!;
      // The toast slides up into place: measure it once it has settled.
      await expect
        .poll(async () => {
          const box = await noTrip.boundingBox();
          return box ? box.y + box.height : Infinity;
        })
        .toBeLessThanOrEqual(whatsapp.y);
      const box = (await noTrip.boundingBox())!;
      expect(box.y).toBeGreaterThan(viewport.height / 2);
      expect(box.x + box.width).toBeGreaterThan(viewport.width - 40);
      expect(sends).toEqual([]);
    },
  );
});

test.describe('enquiry form: validation', () => {
  test('an empty submit shows every message at once, tied to its field; each rule group then shows its own', async ({
    page,
  }) => {
    const sends = watchSends(page);
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
      await expectInvalid(field, message);
      await expect(fields.root.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(fields.firstName).toBeFocused();
    await expect(fields.lastName).not.toHaveAttribute('aria-invalid', 'true');
    await expect(fields.email).toHaveAttribute('required', '');
    await expect(toast(page, MESSAGES.noTrip)).toBeVisible();

    // Fixing a field clears its message as the visitor types.
    await fields.firstName.fill('Anjali');
    await expect(fields.root.getByText(MESSAGES.firstName, { exact: true })).toBeHidden();
    await expect(fields.firstName).not.toHaveAttribute('aria-invalid', 'true');

    // One case per rule: the boundaries and odd inputs are the schema's unit tests.
    const typed = [
      [fields.firstName, 'a'.repeat(LIMITS.name + 1), RULES.firstNameTooLong],
      [fields.lastName, 'b'.repeat(LIMITS.name + 1), RULES.lastNameTooLong],
      [fields.email, 'anjali@example', RULES.email],
      [fields.phone, '98765 4321', RULES.phone],
      [fields.adults, String(LIMITS.people + 1), RULES.tooManyAdults],
      [fields.kids, 'none', RULES.kids],
      [fields.date, '31/02/2027', RULES.date],
    ] as const;
    for (const [field, value] of typed) await field.fill(value);
    await fields.group('Nature Education').check();
    await fields.submit.click();
    // Nothing typed is lost to a refusal.
    for (const [field, value, message] of typed) {
      await expectInvalid(field, message);
      await expect(field).toHaveValue(value);
    }
    await expect(fields.group('Nature Education')).toBeChecked();

    await fields.kids.fill(String(LIMITS.people + 1));
    await fields.date.fill('04/12/2026');
    await fields.submit.click();
    await expectInvalid(fields.kids, RULES.tooManyKids);
    await expectInvalid(fields.date, RULES.dateNotBookable);
    expect(sends).toEqual([]);
  });

  test(
    'inputs are 44 px tall with 16 px text, options are reachable by keyboard, and axe finds nothing',
    BOTH_WIDTHS,
    async ({ page }) => {
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
      await expect(fields.option('camping', enquiryOptions.camping[0]!.label)).toBeFocused();

      // With a group open and every error shown: every element of the idle form is there too.
      await fields.submit.click();
      await expect(fields.firstName).toHaveAttribute('aria-invalid', 'true');
      expect(await enquiryAxeViolations(page)).toEqual([]);
    },
  );
});

test.describe('enquiry form: nothing lost', () => {
  test('a draft is restored after a reload, and is gone once the enquiry is sent', async ({
    page,
    request,
  }) => {
    const activity = enquiryOptions.adventure.at(-1)!;
    const email = uniqueEmail('draft');
    const fields = await openForm(page);
    await fields.firstName.fill('Ravi');
    await fields.lastName.fill('Menon');
    await fields.phone.fill('98765 43210');
    await fields.adults.fill('3');
    await fields.date.fill('20/12/2026');
    await fields.group('Adventure Activities').check();
    await fields.option('adventure', activity.label).check();
    await page.reload();
    const again = form(page);
    await expect(again.firstName).toHaveValue('Ravi', { timeout: 45_000 });
    await expect(again.lastName).toHaveValue('Menon');
    await expect(again.phone).toHaveValue('98765 43210');
    await expect(again.adults).toHaveValue('3');
    await expect(again.date).toHaveValue('20/12/2026');
    await expect(again.group('Adventure Activities')).toBeChecked();
    await expect(again.option('adventure', activity.label)).toBeChecked();

    await again.email.fill(email);
    await again.submit.click();
    await expect(toast(page, MESSAGES.success)).toBeVisible();
    expect(await storedFor(request, email)).toHaveLength(1);
    await page.reload();
    const fresh = form(page);
    await expect(fresh.firstName).toBeVisible({ timeout: 45_000 });
    await expect(fresh.firstName).toHaveValue('');
    await expect(fresh.phone).toHaveValue('');
    await expect(fresh.group('Adventure Activities')).not.toBeChecked();
  });

  // On the fixture site, whose trips are known: the last trek and camp of each page that the form offers.
  const linked = [
    ['/trekking/', 'trek', 'trekking', fixtureTrips('treks')],
    ['/camping/', 'camp', 'camping', fixtureTrips('camps')],
  ] as const;
  for (const [path, kind, group, packages] of linked) {
    onFixtureSite(
      `a package card's enquire link on ${path} arrives at the form with that trip ticked`,
      async ({ page }) => {
        const pkg = packages.findLast(
          (candidate) => !candidate.comingSoon && candidate.inEnquiryForm !== false,
        )!;
        // A hash naming the package brings its card to the front of the carousel.
        await page.goto(`${path}#${pkg.id}`);
        const card = page.getByRole('article', { name: pkg.name });
        await card.getByRole('link', { name: `Enquire about this ${kind}: ${pkg.name}` }).click();
        const fields = form(page);
        // The form offers a trip by its name.
        await expect(fields.group(GROUP_NAMES[group])).toBeChecked({ timeout: 45_000 });
        await expect(fields.option(group, pkg.name)).toBeChecked();
        await expect(fields.option(group, pkg.name)).toBeVisible();
        await expect(page.getByRole('heading', { name: 'Tell us where you want to go' })).toBeInViewport();
      },
    );
  }
});
