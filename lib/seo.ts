import type { Metadata } from 'next';
import { pages } from '@/content/pages';
import type { PageKey } from '@/content/schemas';
import { site } from '@/content/site';

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
  const path = SHARE_ROUTES[key];
  const title = key === 'home' ? `${site.name} | ${page.title}` : `${page.title} | ${site.name}`;
  const image = { url: ogImagePath(key), ...OG_SIZE, alt: page.heading, type: 'image/png' };
  return {
    title: { absolute: title },
    description: page.description,
    alternates: { canonical: path },
    openGraph: {
      type: 'website',
      url: path,
      siteName: site.name,
      locale: 'en_IN',
      title,
      description: page.description,
      images: [image],
    },
    twitter: { card: 'summary_large_image', title, description: page.description, images: [image.url] },
  };
}
