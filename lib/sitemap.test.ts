import { readdirSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { localePath } from '@/content/languages';
import { SITE_LANGS } from '@/content/site-languages';
import { env } from '@/lib/env';
import { sitemapOf } from './sitemap';
import { tripPath } from './trips/links';
import { trips } from './trips/trips';

// The owner shortens the menu: every page must stay in the sitemap all the same.
vi.mock('@/content/site', async (original) => {
  const actual = await original<typeof import('@/content/site')>();
  return { ...actual, navigation: actual.navigation.slice(1) };
});

/**
 * Every static English page app/ exports ("/", "/trekking/"...): a page.tsx outside a [dynamic] folder, its
 * route group's (folder) left out of the address.
 */
function appPages(): string[] {
  return readdirSync('app', { recursive: true, encoding: 'utf8' })
    .filter((file) => /(^|\/)page\.tsx$/.test(file) && !file.includes('['))
    .map((file) => file.replace(/\([^/)]+\)\/?/g, ''))
    .map((file) => `/${file.replace(/(^|\/)page\.tsx$/, '')}/`.replace('//', '/'));
}

describe('the sitemap', () => {
  const urls = sitemapOf().map((entry) => entry.url);

  it("lists every page app/ exports and every trip's page, with a menu item removed", async () => {
    const { navigation } = await import('@/content/site');
    const { navigation: full } = await vi.importActual<typeof import('@/content/site')>('@/content/site');
    expect(navigation.length).toBe(full.length - 1);
    const pages = appPages();
    expect(pages).toContain('/');
    expect(pages.length).toBeGreaterThan(3);
    for (const path of [...pages, ...trips.map(tripPath)]) expect(urls).toContain(`${env.siteUrl}${path}`);
  });

  it('lists each address once, and no page app/ does not export', () => {
    expect(new Set(urls).size).toBe(urls.length);
    // Each page in every language the site is built in.
    const known = new Set(
      [...appPages(), ...trips.map(tripPath)].flatMap((path) =>
        SITE_LANGS.map((lang) => `${env.siteUrl}${localePath(lang, path)}`),
      ),
    );
    expect(urls.filter((url) => !known.has(url))).toEqual([]);
  });
});
