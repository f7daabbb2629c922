import type { Metadata } from 'next';
import { pages } from '@/content/pages';
import { privacy } from '@/content/privacy';
import { site } from '@/content/site';
import { TRIP_GROUPS, type GroupPageKey, type TripGroupRegistry } from '@/content/trip-groups';
import { formatDuration, formatRate, describeLevel } from '@/lib/packages/format';
import { tripImagePath, tripLabel, tripPath } from '@/lib/trips/links';
import type { Trip } from '@/lib/trips/trips';

/** The pages that are not a group's, by the key of their copy in pages.json. */
const OTHER_PAGES = { bunnyBuds: '/bunny-buds/', glamping: '/glamping/' } as const;

export type ShareKey = 'home' | GroupPageKey | keyof typeof OTHER_PAGES;

/**
 * Every page of the site but a trip's, by the key of its copy: home, each group's page (TRIP_GROUPS) and
 * the others. Each has a sharing card and a place in the sitemap.
 */
export function pageRoutes(groups: TripGroupRegistry = TRIP_GROUPS): Record<string, string> {
  const groupPages = Object.values(groups).map((group) => [group.pageKey, group.path]);
  return { home: '/', ...Object.fromEntries(groupPages), ...OTHER_PAGES };
}

export const SHARE_ROUTES = pageRoutes() as Record<ShareKey, string>;

export const OG_SIZE = { width: 1200, height: 630 } as const;

function ogImagePath(key: ShareKey): string {
  return `/og/${key}.png`;
}

/** Title, description, canonical URL, Open Graph and Twitter card of a route, from its page copy. */
export function pageMetadata(key: ShareKey): Metadata {
  const page = pages[key];
  const title = key === 'home' ? `${site.name} | ${page.title}` : `${page.title} | ${site.name}`;
  return shareMetadata({
    path: SHARE_ROUTES[key],
    title,
    description: page.description,
    image: { url: ogImagePath(key), alt: page.heading },
  });
}

/** The privacy page's route: the footer and the enquiry form link to it. */
export const PRIVACY_PATH = '/privacy/';

/** The privacy page's title and description, from its own content; it shares the home page's card. */
export function privacyMetadata(): Metadata {
  return shareMetadata({
    path: PRIVACY_PATH,
    title: `${privacy.title} | ${site.name}`,
    description: privacy.description,
    image: { url: ogImagePath('home'), alt: pages.home.heading },
  });
}

/** "₹2,750 per person" or "Price on request". */
export function tripPrice(trip: Pick<Trip, 'rate'>): string {
  return formatRate(trip.rate);
}

/** The text whole when it fits in `limit` characters, else cut at the last word that fits, with an ellipsis. */
export function fitDescription(text: string, limit = 160): string {
  const chars = Array.from(text);
  if (chars.length <= limit) return text;
  const cut = chars.slice(0, limit - 1).join('');
  const end = cut.lastIndexOf(' ');
  return `${(end > 0 ? cut.slice(0, end) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}

/**
 * A trip page's title and description, written from its content: the name and what it is, then its
 * description (else its one-line summary) and quick facts, cut to the 160 characters a search result shows.
 */
export function tripMetadata(trip: Trip): Metadata {
  const facts = [
    trip.duration ? formatDuration(trip.duration) : null,
    trip.level ? `${describeLevel(trip.level).label.toLowerCase()} level` : null,
    tripPrice(trip).toLowerCase(),
  ].filter(Boolean);
  const about = trip.description ?? trip.summary;
  const summary = /[.!?]$/.test(about) ? about : `${about}.`;
  const description = fitDescription(
    `${tripLabel(trip)} near Munnar, Kerala: ${facts.join(', ')}. ${summary}`,
  );
  return shareMetadata({
    path: tripPath(trip),
    title: `${tripLabel(trip)}, Munnar | ${site.name}`,
    description,
    image: { url: tripImagePath(trip), alt: trip.name },
  });
}

type ShareFields = { path: string; title: string; description: string; image: { url: string; alt: string } };

function shareMetadata({ path, title, description, image: { url, alt } }: ShareFields): Metadata {
  const image = { url, ...OG_SIZE, alt, type: 'image/png' };
  return {
    title: { absolute: title },
    description,
    alternates: { canonical: path },
    openGraph: {
      type: 'website',
      url: path,
      siteName: site.name,
      locale: 'en_IN',
      title,
      description,
      images: [image],
    },
    twitter: { card: 'summary_large_image', title, description, images: [image.url] },
  };
}
