import type { Metadata } from 'next';
import { pages } from '@/content/pages';
import type { PageKey } from '@/content/schemas';
import { site } from '@/content/site';
import { formatDuration, formatRate, describeLevel } from '@/lib/packages/format';
import { truncate } from '@/lib/truncate';
import { TRIP_GROUP_INFO, tripImagePath, tripLabel, tripPath, type Trip } from '@/lib/trips/trips';

/** Routes with a sharing card, and the route each one describes. */
export const SHARE_ROUTES = {
  home: '/',
  trekking: '/trekking/',
  camping: '/camping/',
  adventure: '/adventure-activities/',
  bunnyBuds: '/bunny-buds/',
  glamping: '/glamping/',
} as const satisfies Partial<Record<PageKey, string>>;

export type ShareKey = keyof typeof SHARE_ROUTES;

export const OG_SIZE = { width: 1200, height: 630 } as const;

export function ogImagePath(key: ShareKey): string {
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

/** "₹2,750 per person" or "Price on request". */
export function tripPrice(trip: Pick<Trip, 'rate'>): string {
  return formatRate(trip.rate) ?? 'Price on request';
}

/**
 * A trip page's title and description, written from its content: the name and what it is, then its
 * summary and quick facts, cut to the 160 characters a search result shows.
 */
export function tripMetadata(trip: Trip): Metadata {
  const group = TRIP_GROUP_INFO[trip.group];
  const facts = [
    trip.duration ? formatDuration(trip.duration) : null,
    trip.level ? `${describeLevel(trip.level).label.toLowerCase()} level` : null,
    tripPrice(trip).toLowerCase(),
  ].filter(Boolean);
  const what = trip.group === 'adventure' ? 'adventure activity' : group.noun;
  const description = truncate(
    `${tripLabel(trip)}, a guided ${what} near Munnar, Kerala: ${facts.join(', ')}. ${trip.summary}`,
    159,
  ).text;
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
