import { format } from 'date-fns';
import { fillWords } from '@/content/fill-words';
import { footerWords } from '@/content/footer';
import { privacy } from '@/content/privacy';
import { navigation, site } from '@/content/site';
import { env } from '@/lib/env';
import { tripPath } from '@/lib/trips/links';
import { trips } from '@/lib/trips/trips';
import { axeViolations, BOTH_WIDTHS } from './fixtures';
import { expect, openForm, test } from './enquiry-inbox';

// The privacy notice at the form, the page it links to, and the footer link to it on every page.

const PRIVACY = '/privacy/';
const MISSING = '/no-such-page/';
const HEADINGS = [
  privacy.collected,
  privacy.journey,
  privacy.onPhone,
  privacy.keptByUs,
  privacy.nothingElse,
  privacy.rights,
  privacy.complaint,
].map((part) => part.heading);

test('the form says by its Send button what sending does, and links to the privacy page', async ({
  page,
}) => {
  const fields = await openForm(page);
  const link = fields.root.getByRole('link', { name: privacy.notice.link });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute('href', PRIVACY);
  // A screen reader hears the notice on the button itself; the notice asks nothing, it only tells.
  await expect(fields.submit).toHaveAccessibleDescription(new RegExp(`${privacy.notice.link}$`));
  await expect(fields.root.getByRole('checkbox', { name: /privacy|consent|agree/i })).toHaveCount(0);
  await link.click();
  await expect(page).toHaveURL(PRIVACY);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(privacy.heading);
});

test('every kind of page links to the privacy page from its footer', async ({ page, allowProblem }) => {
  allowProblem(new RegExp(`^HTTP 404: .*${MISSING}$`));
  allowProblem(/^console error: Failed to load resource: the server responded with a status of 404/);
  const paths = ['/', ...navigation.map((item) => item.path), tripPath(trips[0]!), PRIVACY, MISSING];
  for (const path of paths) {
    const response = await page.goto(path);
    if (path === MISSING) expect(response?.status()).toBe(404);
    const link = page.getByRole('contentinfo').getByRole('link', { name: footerWords.privacy });
    await expect(link, path).toHaveAttribute('href', PRIVACY);
  }
});

test(
  'the privacy page has each part, whom to ask, when it last changed, and no axe violation',
  BOTH_WIDTHS,
  async ({ page }) => {
    await page.goto(PRIVACY);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(privacy.heading);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    const contents = page.getByRole('navigation', { name: privacy.contentsLabel });
    for (const heading of HEADINGS) {
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
      const link = contents.getByRole('link', { name: heading });
      const target = (await link.getAttribute('href'))?.slice(1);
      await expect(page.getByRole('region', { name: heading })).toHaveAttribute('id', target!);
    }
    const rights = page.getByRole('region', { name: privacy.rights.heading });
    await expect(rights.getByRole('link', { name: site.phone })).toHaveAttribute('href', site.phoneHref);
    await expect(rights.getByRole('link', { name: site.email })).toHaveAttribute(
      'href',
      `mailto:${site.email}`,
    );
    if (site.privacyContact) await expect(rights).toContainText(site.privacyContact);
    const day = format(new Date(`${privacy.lastChanged}T00:00:00`), 'd MMMM yyyy');
    await expect(page.getByText(fillWords(privacy.lastChangedLabel, { date: day }))).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  },
);

test('the privacy page carries its title, description, canonical address and a dated WebPage', async ({
  request,
}) => {
  const response = await request.get(PRIVACY);
  expect(response.status()).toBe(200);
  const html = await response.text();
  const url = `${env.siteUrl}${PRIVACY}`;
  expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).toBe(
    `${privacy.title} | ${site.name}`.replace(/&/g, '&amp;'),
  );
  expect(/<meta name="description" content="([^"]*)"/.exec(html)?.[1]).toBe(privacy.description);
  expect(/<link rel="canonical" href="([^"]+)"/.exec(html)?.[1]).toBe(url);
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as { '@graph'?: Record<string, unknown>[] },
  );
  const graph = blocks.flatMap((block) => block['@graph'] ?? []);
  expect(graph.find((node) => node['@type'] === 'WebPage')).toMatchObject({
    url,
    name: privacy.heading,
    dateModified: privacy.lastChanged,
  });
  expect(graph.find((node) => node['@type'] === 'BreadcrumbList')).toMatchObject({
    itemListElement: [{ position: 1 }, { position: 2, item: url }],
  });
});
