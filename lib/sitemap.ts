import type { MetadataRoute } from 'next';
import { TRIP_GROUPS, type TripGroupRegistry } from '@/content/trip-groups';
import { env } from '@/lib/env';
import { localePath, type Lang } from '@/content/languages';
import { SITE_LANGS } from '@/content/site-languages';
import { languageAlternates, pageRoutes, PRIVACY_PATH } from '@/lib/seo';
import { tripPathIn } from '@/lib/trips/links';
import { trips, type Trip } from '@/lib/trips/trips';

/**
 * Every page the export writes: the site's pages and each trip's, from the same lists the routes are made
 * from (never from the menu, which the owner may shorten).
 */
export function sitemapOf(
  groups: TripGroupRegistry = TRIP_GROUPS,
  all: Pick<Trip<string>, 'group' | 'id'>[] = trips,
  siteUrl: string = env.siteUrl,
  langs: readonly Lang[] = SITE_LANGS,
): MetadataRoute.Sitemap {
  const pages = Object.values(pageRoutes(groups)).map((path) => ({
    url: `${siteUrl}${path}`,
    changeFrequency: 'monthly' as const,
    priority: path === '/' ? 1 : 0.8,
  }));
  const tripPages = all.map((trip) => ({
    url: `${siteUrl}${tripPathIn(groups, trip)}`,
    changeFrequency: 'monthly' as const,
    priority: 0.7,
  }));
  const privacyPage = {
    url: `${siteUrl}${PRIVACY_PATH}`,
    changeFrequency: 'yearly' as const,
    priority: 0.3,
  };
  // Each page in every language the site is built in, each entry naming its pages in the others.
  return [...pages, ...tripPages, privacyPage].flatMap((entry) => {
    const path = entry.url.slice(siteUrl.length);
    const alternates = Object.entries(languageAlternates(path, langs)).map(([lang, href]) => [
      lang,
      `${siteUrl}${href}`,
    ]);
    return langs.map((lang) => ({
      ...entry,
      url: `${siteUrl}${localePath(lang, path)}`,
      alternates: { languages: Object.fromEntries(alternates) },
    }));
  });
}
