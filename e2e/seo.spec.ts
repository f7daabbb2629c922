import { localePath } from '@/content/languages';
import { SITE_LANGS } from '@/content/site-languages';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { pages } from '@/content/pages';
import { site } from '@/content/site';
import { env } from '@/lib/env';
import { colors } from '@/lib/design-tokens';
import { CARD_TYPE } from '@/lib/og/card-file';
import { pageImagePath, PRIVACY_PATH, SHARE_ROUTES, type ShareKey } from '@/lib/seo';
import { runsSentence } from '@/lib/trips/calendar';
import { TRIP_GROUPS } from '@/content/trip-groups';
import { tripImagePath, tripPath } from '@/lib/trips/links';
import { trips, tripsOf } from '@/lib/trips/trips';
import { expect, test } from './fixtures';

const entries = Object.entries(SHARE_ROUTES) as [ShareKey, string][];

/** The raw HTML a crawler or a link preview gets: no JavaScript runs. */
async function rawHtml(request: import('@playwright/test').APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status()).toBe(200);
  return response.text();
}

/** Every JSON-LD block of a page, parsed. */
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) =>
    JSON.parse(match[1]!),
  );

const meta = (html: string, attr: 'name' | 'property', key: string) =>
  new RegExp(`<meta ${attr}="${key}" content="([^"]*)"`).exec(html)?.[1];

test.describe('search and sharing', () => {
  for (const [key, path] of entries) {
    test(`${path} carries its title, description, canonical, Open Graph and Twitter tags`, async ({
      request,
    }) => {
      const html = await rawHtml(request, path);
      const page = pages[key];
      expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).toContain(page.title.replace(/&/g, '&amp;'));
      expect(meta(html, 'name', 'description')).toBe(page.description);
      expect(/<link rel="canonical" href="([^"]+)"/.exec(html)?.[1]).toBe(`${env.siteUrl}${path}`);
      expect(meta(html, 'property', 'og:title')).toBeTruthy();
      expect(meta(html, 'property', 'og:url')).toBe(`${env.siteUrl}${path}`);
      expect(meta(html, 'property', 'og:image')).toBe(`${env.siteUrl}${pageImagePath(key)}`);
      expect(meta(html, 'property', 'og:image:width')).toBe('1200');
      expect(meta(html, 'property', 'og:image:height')).toBe('630');
      expect(meta(html, 'name', 'twitter:card')).toBe('summary_large_image');
      expect(html).toMatch(/<html lang="en"/);
    });

    test(`the sharing image of ${path} is a 1200×630 JPEG`, async ({ request }) => {
      const response = await request.get(pageImagePath(key));
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe(CARD_TYPE);
      const { format, width, height } = await sharp(await response.body()).metadata();
      expect({ format, width, height }).toEqual({ format: 'jpeg', width: 1200, height: 630 });
    });
  }

  test('titles and descriptions differ from route to route', async ({ request }) => {
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const [, path] of entries) {
      const html = await rawHtml(request, path);
      titles.add(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
      descriptions.add(meta(html, 'name', 'description') ?? '');
    }
    expect(titles.size, 'a title repeated').toBe(entries.length);
    expect(descriptions.size, 'a description repeated').toBe(entries.length);
  });

  test('the layout describes the operator as a TravelAgency in JSON-LD, with no review markup', async ({
    request,
  }) => {
    const html = await rawHtml(request, '/');
    const blocks = jsonLd(html);
    const agency = blocks.find((block) => block['@type'] === 'TravelAgency');
    expect(agency).toMatchObject({
      '@context': 'https://schema.org',
      name: site.name,
      url: `${env.siteUrl}/`,
      email: site.email,
      address: {
        '@type': 'PostalAddress',
        addressRegion: site.address.region,
        addressCountry: site.address.country,
      },
      geo: { '@type': 'GeoCoordinates' },
      sameAs: [site.instagramUrl],
    });
    expect(agency.telephone).toBeTruthy();
    expect(agency.logo).toMatch(/^https?:\/\//);
    expect(JSON.stringify(blocks)).not.toMatch(/"(Review|AggregateRating)"/);
  });

  const touristTripsOf = async (request: APIRequestContext, path: string) =>
    jsonLd(await rawHtml(request, path))
      .flatMap((block) => block['@graph'] ?? [block])
      .filter((node) => node['@type'] === 'TouristTrip');

  for (const group of ['trekking', 'camping', 'adventure'] as const) {
    const path = TRIP_GROUPS[group].path;
    test(`${path} describes each trip as the TouristTrip of its own page, with an Offer in INR priced where it has a rate`, async ({
      request,
    }) => {
      const groupTrips = tripsOf(group);
      const nodes = await touristTripsOf(request, path);
      expect(nodes.map((node) => node.name)).toEqual(groupTrips.map((trip) => trip.name));
      for (const trip of groupTrips) {
        const node = nodes.find((candidate) => candidate.name === trip.name);
        expect(node.url).toBe(`${env.siteUrl}${tripPath(trip)}`);
        expect(node.image).toMatch(/^https?:\/\//);
        expect(node.itinerary['@type']).toBe('ItemList');
        expect(node.itinerary.itemListElement.length).toBeGreaterThan(0);
        expect(node.offers).toMatchObject({ '@type': 'Offer', priceCurrency: 'INR' });
        expect(node.offers.price).toBe(trip.rate ?? undefined);
        expect(node.offers.availability).toBe(trip.comingSoon ? undefined : 'https://schema.org/InStock');
        if (trip.calendar) {
          // When it is offered: in words, and the closed days as the start point's closed days.
          expect(node.offers.description).toContain(runsSentence(trip.calendar));
          const closed = node.offers.availableAtOrFrom.specialOpeningHoursSpecification ?? [];
          expect(closed.length).toBe(trip.calendar.closures.length + trip.calendar.fullDays.length);
          for (const day of closed) expect(day).toMatchObject({ opens: '00:00', closes: '00:00' });
        } else {
          expect(node.offers.availableAtOrFrom).toBeUndefined();
        }
        expect(await touristTripsOf(request, tripPath(trip))).toEqual([node]);
      }
    });
  }

  test('sitemap.xml lists exactly the six routes, the privacy page and every trip page in every language, with trailing slashes; robots.txt points at it', async ({
    request,
  }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(urls.sort()).toEqual(
      [...Object.values(SHARE_ROUTES), PRIVACY_PATH, ...trips.map(tripPath)]
        .flatMap((path) => SITE_LANGS.map((lang) => `${env.siteUrl}${localePath(lang, path)}`))
        .sort(),
    );
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${env.siteUrl}/sitemap.xml`);
    expect(robots).toMatch(/Allow: \//);
  });

  test('favicons, the apple touch icon and the web app manifest are linked and served', async ({
    request,
  }) => {
    const html = await rawHtml(request, '/');
    expect(html).toMatch(/<link rel="icon" href="\/favicon\.ico/);
    expect(html).toMatch(/<link rel="icon" href="\/icon\.svg/);
    expect(html).toMatch(/<link rel="apple-touch-icon" href="\/apple-icon\.png/);
    expect(html).toMatch(/<link rel="manifest" href="\/manifest\.webmanifest"/);
    expect(html).toContain(`<meta name="theme-color" content="${colors.forest.DEFAULT}"`);
    const manifest = await (await request.get('/manifest.webmanifest')).json();
    expect(manifest).toMatchObject({ name: site.name, start_url: '/' });
    for (const path of ['/favicon.ico', '/apple-icon.png'])
      expect((await request.get(path)).status()).toBe(200);
  });
});

/** An attribute's text as the browser reads it: the entities React writes, decoded. */
const decodeEntities = (text: string) =>
  text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** schema.org's vocabulary as the schema-dts package types it: each type's "@type" and every property name. */
const vocabulary = readFileSync(join('node_modules', 'schema-dts', 'dist', 'schema.d.ts'), 'utf8');
const schemaTypes = new Set([...vocabulary.matchAll(/"@type": "(\w+)";/g)].map((match) => match[1]));
const schemaProperties = new Set([...vocabulary.matchAll(/^ {4}"(\w+)"\??:/gm)].map((match) => match[1]));

/** Every "@type" and property of a JSON-LD node and the nodes inside it that schema.org does not define. */
function unknownTerms(node: unknown): string[] {
  if (Array.isArray(node)) return node.flatMap(unknownTerms);
  if (node === null || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([key, value]) => {
    if (key === '@type') return schemaTypes.has(value as string) ? [] : [`@type ${String(value)}`];
    if (key.startsWith('@')) return [];
    return [...(schemaProperties.has(key) ? [] : [`property ${key}`]), ...unknownTerms(value)];
  });
}

test.describe('trip pages in search and sharing', () => {
  test('each has its own title, description, canonical, Open Graph and Twitter tags', async ({ request }) => {
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const trip of trips) {
      const path = tripPath(trip);
      const html = await rawHtml(request, path);
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
      const description = meta(html, 'name', 'description') ?? '';
      expect(title, path).toContain(trip.name.replace(/&/g, '&amp;'));
      expect(description.length, path).toBeGreaterThanOrEqual(50);
      expect(Array.from(decodeEntities(description)).length, path).toBeLessThanOrEqual(160);
      expect(/<link rel="canonical" href="([^"]+)"/.exec(html)?.[1]).toBe(`${env.siteUrl}${path}`);
      expect(meta(html, 'property', 'og:url')).toBe(`${env.siteUrl}${path}`);
      expect(meta(html, 'property', 'og:image')).toBe(`${env.siteUrl}${tripImagePath(trip)}`);
      expect(meta(html, 'property', 'og:image:width')).toBe('1200');
      expect(meta(html, 'property', 'og:image:height')).toBe('630');
      expect(meta(html, 'name', 'twitter:card')).toBe('summary_large_image');
      titles.add(title);
      descriptions.add(description);
    }
    expect(titles.size, 'a title repeated').toBe(trips.length);
    expect(descriptions.size, 'a description repeated').toBe(trips.length);
  });

  test('each sharing card is a 1200×630 JPEG', async ({ request }) => {
    for (const trip of trips) {
      const response = await request.get(tripImagePath(trip));
      expect(response.status(), tripImagePath(trip)).toBe(200);
      expect(response.headers()['content-type']).toBe(CARD_TYPE);
      const { format, width, height } = await sharp(await response.body()).metadata();
      expect({ format, width, height }).toEqual({ format: 'jpeg', width: 1200, height: 630 });
    }
  });

  test('each describes its trip as a TouristTrip with an INR Offer, and its BreadcrumbList, in schema.org terms', async ({
    request,
  }) => {
    for (const trip of trips) {
      const path = tripPath(trip);
      const url = `${env.siteUrl}${path}`;
      const blocks = jsonLd(await rawHtml(request, path));
      const nodes = blocks.flatMap((block) => block['@graph'] ?? [block]);
      expect(unknownTerms(blocks), path).toEqual([]);
      expect(JSON.stringify(blocks)).not.toMatch(/"(Review|AggregateRating|FAQPage|Question|Event)"/);

      const touristTrip = nodes.find((node) => node['@type'] === 'TouristTrip');
      expect(touristTrip, path).toMatchObject({
        name: trip.name,
        url,
        provider: { '@id': expect.any(String) },
      });
      expect(touristTrip.image).toMatch(/^https?:\/\//);
      const stops = touristTrip.itinerary.itemListElement;
      expect(touristTrip.itinerary['@type']).toBe('ItemList');
      expect(stops.length).toBeGreaterThan(0);
      expect(stops.map((stop: { position: number }) => stop.position)).toEqual(
        stops.map((_: unknown, i: number) => i + 1),
      );
      expect(touristTrip.offers).toMatchObject({ '@type': 'Offer', priceCurrency: 'INR', url });
      expect(touristTrip.offers.price).toBe(trip.rate ?? undefined);

      const breadcrumbs = nodes.find((node) => node['@type'] === 'BreadcrumbList');
      const crumbs = breadcrumbs.itemListElement;
      expect(crumbs.map((crumb: { position: number }) => crumb.position)).toEqual([1, 2, 3]);
      expect(crumbs[0].item).toBe(`${env.siteUrl}/`);
      expect(crumbs[2]).toMatchObject({ '@type': 'ListItem', name: trip.name, item: url });
      expect((await request.get(crumbs[1].item.slice(env.siteUrl.length))).status()).toBe(200);
    }
  });
});

test.describe('hardening', () => {
  test('links that leave the site open safely', async ({ page }) => {
    await page.goto('/');
    const external = page.locator('a[href^="http"]:not([href^="http://127.0.0.1"])');
    expect(await external.count()).toBeGreaterThan(0);
    for (const link of await external.all()) {
      const rel = (await link.getAttribute('rel')) ?? '';
      expect(rel).toContain('noopener');
      expect(rel).toContain('noreferrer');
    }
  });
});
