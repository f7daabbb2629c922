import { formatEnquiryDate } from '@/lib/enquiry/enquiry-date';
import { form, GROUP_NAMES, openForm } from './enquiry-inbox';
import { expect } from './fixtures';
import { fixtureTrip, onFixtureSite as test } from './fixture-site';

/*
 * On the fixture site, whose calendars are known: Valley Path (a trek in the enquiry form) runs on Saturdays
 * and Sundays; Hill Camp runs from October to May. Neither depends on the year, so the pages built today say
 * the same next year.
 */

const NOW = new Date('2026-12-05T10:00:00+05:30');
/** Valley Path on the first day after NOW (a Saturday) on which it does not run, and why the form says so. */
const closedCase = {
  group: 'trekking',
  label: fixtureTrip('treks', 'valley-path').name,
  id: 'valley-path',
  day: '2026-12-07',
  reason: 'Runs on Saturdays and Sundays',
} as const;

const asDate = (iso: string) => {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, day);
};
const typed = (iso: string) => iso.split('-').reverse().join('/');

test.describe('a trip that does not run every day', () => {
  test('the date picker crosses out the days none of the ticked trips runs, and names why', async ({
    page,
  }) => {
    const { group, label, id, day, reason } = closedCase;
    await page.clock.setFixedTime(NOW);
    const fields = await openForm(page, `/?trip=${group}:${id}#enquiry`);
    await expect(fields.option(group, label)).toBeChecked();
    await fields.date.fill(typed(day));
    const calendar = fields.root.getByRole('group', { name: /^Date/ });
    const closedDay = calendar.getByRole('button', {
      name: `${formatEnquiryDate(asDate(day)).replace(',', '')}, selected, not available: ${label}: ${reason}`,
    });
    await expect(closedDay).toBeDisabled();

    // Unticked, the same day can be picked again.
    await fields.option(group, label).uncheck();
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
    const { group, label, day, reason } = closedCase;
    await page.clock.setFixedTime(NOW);
    const fields = await openForm(page);
    await fields.firstName.fill('Anjali');
    await fields.adults.fill('3');
    await fields.date.fill(typed(day));
    await fields.group(GROUP_NAMES[group]).check();
    await fields.option(group, label).check();

    const notice = page.getByText(`${label}: ${reason}.`);
    await expect(notice).toBeVisible();
    await expect(fields.date).toHaveAccessibleDescription(new RegExp(`${label}: ${escape(reason)}`));
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

  test('each trip page says when it runs, and a card on its group page says it too', async ({
    page,
    allowProblem,
  }) => {
    // With scripts off the browser refuses the page's script files, and says so as a failed request.
    allowProblem(/request failed: .*\.js \(csp\)$/);
    const scheduled = [
      {
        group: '/trekking/',
        name: 'Valley Path',
        path: '/trekking/valley-path/',
        card: 'Runs all year, on Saturdays and Sundays',
        page: 'All year, on Saturdays and Sundays',
      },
      {
        group: '/camping/',
        name: 'Hill Camp',
        path: '/camping/hill-camp/',
        card: 'Runs October to May, every day',
        page: 'October to May, every day',
        reason: fixtureTrip('camps', 'hill-camp').calendar!.season!.reason,
      },
    ];
    for (const trip of scheduled) {
      await page.goto(trip.group);
      const card = page.getByRole('article', { name: trip.name, exact: true });
      await expect(card.getByText(trip.card, { exact: true })).toBeAttached();
      await page.goto(trip.path);
      const when = page.getByRole('region', { name: 'When it runs' });
      await expect(when.getByText(trip.page, { exact: true })).toBeVisible();
      if (trip.reason) await expect(when).toContainText(trip.reason);
    }
  });
});
