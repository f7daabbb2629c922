import { enquiryOptions } from '@/lib/trips/enquiry-options';
import { formatEnquiryDate } from '@/lib/enquiry/enquiry-date';
import { addDays, dayStatus, formatRange, munnarToday, runsSentence, runsText } from '@/lib/trips/calendar';
import { TRIP_GROUPS } from '@/content/trip-groups';
import { tripPath } from '@/lib/trips/links';
import { trips } from '@/lib/trips/trips';
import { form, GROUP_NAMES, openForm } from './enquiry-inbox';
import { expect, test } from './fixtures';

/* These hold for any content: the trips and days come from the calendars the content gives. */

const NOW = new Date('2026-12-05T10:00:00+05:30');
const TODAY = munnarToday(NOW);

const scheduled = trips.filter((trip) => trip.calendar);
/** An offered trip with a calendar, and the first day from today on which it does not run. */
const closedCase = (() => {
  for (const group of ['trekking', 'camping', 'adventure'] as const) {
    for (const option of enquiryOptions[group]) {
      if (!option.calendar) continue;
      for (let offset = 1; offset < 366; offset += 1) {
        const day = addDays(TODAY, offset);
        const status = dayStatus(option.calendar, day);
        if (!status.open) return { group, option, day, reason: status.reason };
      }
    }
  }
  return null;
})();

const asDate = (iso: string) => {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, day);
};
const typed = (iso: string) => iso.split('-').reverse().join('/');

test.describe('a trip that does not run every day', () => {
  test.skip(!closedCase, 'no trip offered in the form has a closed day in the coming year');

  test('the date picker crosses out the days none of the ticked trips runs, and names why', async ({
    page,
  }) => {
    const { group, option, day, reason } = closedCase!;
    await page.clock.setFixedTime(NOW);
    const fields = await openForm(page, `/?trip=${group}:${option.packageId}#enquiry`);
    await expect(fields.option(group, option.label)).toBeChecked();
    await fields.date.fill(typed(day));
    const calendar = fields.root.getByRole('group', { name: /^Date/ });
    const closedDay = calendar.getByRole('button', {
      name: `${formatEnquiryDate(asDate(day)).replace(',', '')}, selected, not available: ${option.label}: ${reason}`,
    });
    await expect(closedDay).toBeDisabled();

    // Unticked, the same day can be picked again.
    await fields.option(group, option.label).uncheck();
    await fields.group('Nature Education').check();
    await expect(
      calendar.getByRole('button', {
        name: new RegExp(`^${formatEnquiryDate(asDate(day)).replace(',', '')}`),
      }),
    ).toBeEnabled();
  });

  test('a date picked first, then a trip closed on it: the form says so by the date, keeps every field and offers open days', async ({
    page,
  }) => {
    const { group, option, day, reason } = closedCase!;
    await page.clock.setFixedTime(NOW);
    const fields = await openForm(page);
    await fields.firstName.fill('Anjali');
    await fields.adults.fill('3');
    await fields.date.fill(typed(day));
    await fields.group(GROUP_NAMES[group]).check();
    await fields.option(group, option.label).check();

    const notice = page.getByText(`${option.label}: ${reason}.`);
    await expect(notice).toBeVisible();
    await expect(fields.date).toHaveAccessibleDescription(new RegExp(`${option.label}: ${escape(reason)}`));
    await expect(fields.firstName).toHaveValue('Anjali');
    await expect(fields.adults).toHaveValue('3');
    await expect(fields.date).toHaveValue(typed(day));

    const offered = form(page).root.getByRole('button', { name: /^\w+day, \d+ \w+ \d{4}$/ });
    await expect(offered.first()).toBeVisible();
    const choice = (await offered.last().textContent())!;
    await offered.last().click();
    await expect(fields.date).not.toHaveValue(typed(day));
    await expect(page.getByText(choice, { exact: true }).first()).toBeVisible();
    await expect(notice).toBeHidden();
  });
});

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test.describe('with scripts off', () => {
  test.use({ javaScriptEnabled: false });
  test.skip(!scheduled.length, 'no trip has a calendar');

  test('each trip page says when it runs, with its closures and their reasons', async ({
    page,
    allowProblem,
  }) => {
    // With scripts off the browser refuses the page's script files, and says so as a failed request.
    allowProblem(/request failed: .*\.js \(csp\)$/);
    for (const trip of scheduled) {
      // A trek's or camp's card on its group page says it too, when it runs in a season or on some days.
      if (trip.group !== 'adventure' && (trip.calendar?.season || trip.calendar?.weekdays?.length)) {
        await page.goto(TRIP_GROUPS[trip.group].path);
        const card = page.getByRole('article', { name: trip.name, exact: true });
        await expect(card.getByText(runsSentence(trip.calendar), { exact: true })).toBeAttached();
      }
      await page.goto(tripPath(trip));
      const when = page.getByRole('region', { name: 'When it runs' });
      await expect(when.getByText(runsText(trip.calendar), { exact: true })).toBeVisible();
      if (trip.calendar?.season?.reason) await expect(when).toContainText(trip.calendar.season.reason);
      for (const closure of trip.calendar?.closures ?? []) {
        await expect(when).toContainText(`${formatRange(closure)}: ${closure.reason}`);
      }
    }
  });
});
