import { expect } from './fixtures';
import { fixtureTrips, onFixtureSite as test } from './fixture-site';

// On the fixture site: "Forest Loop" is switched out of the enquiry form, "Ridge Walk" and the other treks are in.
const offeredTreks = fixtureTrips('treks').filter((trek) => trek.inEnquiryForm !== false);

/** Every link of the page that opens the enquiry form with a trip ticked. */
const enquiryLinks = (page: import('@playwright/test').Page) =>
  page
    .getByRole('link')
    .evaluateAll((links) =>
      links.map((link) => link.getAttribute('href') ?? '').filter((href) => href.includes('?trip=')),
    );

test.describe('enquiry links', () => {
  test('no card on /trekking/ links the form to a trek switched out of it', async ({ page }) => {
    await page.goto('/trekking/');
    const offered = page.getByRole('article', { name: 'Ridge Walk' });
    const left = page.getByRole('article', { name: 'Forest Loop' });
    await expect(left).toBeAttached();
    await expect(offered.getByRole('link', { name: 'Enquire about this trek: Ridge Walk' })).toHaveAttribute(
      'href',
      '/?trip=trekking:ridge-walk#enquiry',
    );
    await expect(left.getByRole('link', { name: /enquire/i })).toHaveCount(0);
    await expect(left.getByRole('link', { name: 'Full details: Forest Loop' })).toBeAttached();
    expect(await enquiryLinks(page)).toEqual(
      offeredTreks.map((trek) => `/?trip=trekking:${trek.id}#enquiry`),
    );
  });

  test('the trip page of a trek switched out of the form has no link to it either', async ({ page }) => {
    await page.goto('/trekking/forest-loop/');
    await expect(page.getByRole('heading', { level: 1, name: 'Forest Loop' })).toBeVisible();
    expect(await enquiryLinks(page)).toEqual([]);
    await page.goto('/trekking/ridge-walk/');
    expect(await enquiryLinks(page)).toEqual(['/?trip=trekking:ridge-walk#enquiry']);
  });
});
