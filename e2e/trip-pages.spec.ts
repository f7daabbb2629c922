import { pages } from '@/content/pages';
import { site } from '@/content/site';
import { TRIP_GROUP_IDS } from '@/content/trip-groups';
import { tripPrice } from '@/lib/seo';
import { relatedTrips, tripEnquiryHref, tripLabel, tripPath, tripReviews } from '@/lib/trips/links';
import { trips, tripsOf, type Trip } from '@/lib/trips/trips';
import { form, GROUP_NAMES } from './enquiry-inbox';
import { BOTH_WIDTHS, axeViolations, expect, test } from './fixtures';
import { onFixtureSite } from './fixture-site';

/** The trip of each group with the most parts on its page: the one a layout or axe problem shows on. */
const richest = TRIP_GROUP_IDS.flatMap((group) => {
  const size = (trip: Trip) =>
    trip.days.length + trip.details.length + trip.photos.length + trip.faq.length + tripReviews(trip).length;
  const [first] = tripsOf(group).toSorted((a, b) => size(b) - size(a));
  return first ? [first] : [];
});

test.describe('with scripts off', () => {
  test.use({ javaScriptEnabled: false });
  // With scripts off Chromium refuses the pages' script files and reports each as a failed request.
  test.beforeEach(({ allowProblem }) => allowProblem(/request failed: .*\.js \(csp\)$/));

  test('every trip page has its name, quick facts, itinerary, enquiry links, questions and related trips', async ({
    page,
    request,
  }) => {
    test.setTimeout(30_000 + trips.length * 4_000);
    for (const trip of trips) {
      const path = tripPath(trip);
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(trip.name);

      const facts = page.getByRole('region', { name: 'Quick facts' });
      await expect(
        facts.getByText(trip.comingSoon ? 'Coming soon' : tripPrice(trip), { exact: true }),
      ).toBeVisible();
      for (const fact of trip.facts) await expect(facts.getByText(fact.value, { exact: true })).toBeVisible();

      const itinerary = page.getByRole('region', { name: /^(Itinerary|Highlights)$/ });
      for (const point of trip.days.flatMap((day) => day.points))
        await expect(itinerary.getByText(point.value, { exact: true }).first()).toBeVisible();
      for (const highlight of trip.highlights)
        await expect(itinerary.getByText(highlight, { exact: true }).first()).toBeVisible();

      const enquiry = page.getByRole('complementary', { name: `Enquire about ${trip.name}` });
      const href = tripEnquiryHref(trip);
      if (href)
        await expect(enquiry.getByRole('link', { name: 'Enquire about this trip' })).toHaveAttribute(
          'href',
          href,
        );
      else await expect(enquiry.getByRole('link', { name: 'Enquire about this trip' })).toHaveCount(0);
      const whatsapp = await enquiry.getByRole('link', { name: /WhatsApp/ }).getAttribute('href');
      expect(new URL(whatsapp!).searchParams.get('text')).toContain(tripLabel(trip));
      await expect(enquiry.getByRole('link', { name: /^Call/ })).toHaveAttribute('href', site.phoneHref);

      // A photo's caption says what it shows: the picture itself is unnamed, so it is read once.
      const photos = page.getByRole('region', { name: 'Photos' });
      for (const photo of trip.photos) {
        const figure = photos.getByRole('figure', { name: photo.alt });
        await expect(figure).toBeAttached();
        await expect(figure.getByRole('img')).toHaveCount(0);
      }

      for (const entry of trip.faq.slice(0, 1)) {
        const answer = page.getByText(entry.answer, { exact: true });
        await expect(answer).toBeHidden();
        await page.getByText(entry.question, { exact: true }).click();
        await expect(answer).toBeVisible();
      }

      const related = page.getByRole('region', { name: 'You may also like' }).getByRole('link');
      const expected = relatedTrips(trip).map(tripPath);
      const hrefs = await related.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect(hrefs, path).toEqual(expected);
      for (const link of hrefs) expect((await request.get(link!)).status(), link!).toBe(200);
    }
  });

  test('each trip card on its group page links to the trip page', async ({ page }) => {
    for (const group of ['trekking', 'camping'] as const) {
      const [trip] = tripsOf(group);
      await page.goto(`/${group}/`);
      await expect(page.getByRole('link', { name: `Full details: ${trip!.name}` })).toHaveAttribute(
        'href',
        tripPath(trip!),
      );
    }
  });
});

test('an address no trip has answers with the 404 page', async ({ request }) => {
  for (const group of ['/trekking/', '/camping/', '/adventure-activities/']) {
    const response = await request.get(`${group}no-such-trip/`);
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain(pages.notFound.heading);
  }
});

for (const trip of richest) {
  test.describe(`${tripPath(trip)}`, () => {
    test('has nothing axe can find', BOTH_WIDTHS, async ({ page }) => {
      await page.goto(tripPath(trip));
      expect(await axeViolations(page)).toEqual([]);
    });

    test(
      'keeps "Enquire about this trip" on screen while the itinerary is read',
      BOTH_WIDTHS,
      async ({ page }) => {
        await page.goto(tripPath(trip));
        await page.getByRole('heading', { level: 2 }).nth(1).scrollIntoViewIfNeeded();
        const enquiry = page.getByRole('complementary', { name: `Enquire about ${trip.name}` });
        await expect(enquiry.getByRole('link', { name: /WhatsApp/ })).toBeInViewport();
        if (tripEnquiryHref(trip))
          await expect(enquiry.getByRole('link', { name: 'Enquire about this trip' })).toBeInViewport();
      },
    );

    test("keeps the phone bar's call link in place while the rest of the bar is still arriving", async ({
      page,
    }) => {
      // A slow connection can paint the bar before the HTML of its last link has arrived.
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(tripPath(trip));
      const enquiry = page.getByRole('complementary', { name: `Enquire about ${trip.name}` });
      const call = enquiry.getByRole('link', { name: /^Call / });
      const whole = await call.boundingBox();
      await enquiry.getByRole('link', { name: /WhatsApp/ }).evaluate((link) => link.remove());
      expect(await call.boundingBox()).toEqual(whole);
    });
  });
}

onFixtureSite('"Enquire about this trip" arrives at the form with the trip ticked', async ({ page }) => {
  // Ridge Walk, a fixture trek in the form, whose option there is its name.
  await page.goto('/trekking/ridge-walk/');
  await page
    .getByRole('complementary', { name: 'Enquire about Ridge Walk' })
    .getByRole('link', { name: 'Enquire about this trip' })
    .click();
  const fields = form(page);
  await expect(fields.group(GROUP_NAMES.trekking)).toBeChecked({ timeout: 45_000 });
  await expect(fields.option('trekking', 'Ridge Walk')).toBeChecked();
});
