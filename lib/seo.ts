import type { Metadata } from 'next';
import { pagesIn } from '@/content/pages';
import type { PageKey } from '@/content/schemas';
import { siteIn } from '@/content/site-in';
import { translator } from '@/lib/i18n/dictionary';
import { inEnglish, type Translate } from '@/lib/i18n/fill';
import { DEFAULT_LANG, LANGS, LANGUAGES, localePath, type Lang } from '@/content/languages';
import { formatDuration, formatRate, describeLevel } from '@/lib/packages/format';
import { tripImagePath, tripLabelIn, tripPath, type Trip } from '@/lib/trips/trips';

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

/** Title, description, canonical URL, Open Graph and Twitter card of a route in `lang`, from its page copy. */
export function pageMetadata(key: ShareKey, lang: Lang = DEFAULT_LANG): Metadata {
  const page = pagesIn(lang)[key];
  const t = translator(lang);
  const site = siteIn(lang).name;
  const title = key === 'home' ? t('{site} | {title}', { site, title: page.title }) : t('{title} | {site}', { site, title: page.title });
  return shareMetadata({
    lang,
    path: SHARE_ROUTES[key],
    title,
    description: page.description,
    image: { url: ogImagePath(key), alt: page.heading },
  });
}

/** "₹2,750 per person" or "Price on request". */
export function tripPrice(trip: Pick<Trip, 'rate'>, t: Translate = inEnglish): string {
  return formatRate(trip.rate, t);
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
export function tripMetadata(trip: Trip, lang: Lang = DEFAULT_LANG): Metadata {
  const t = translator(lang);
  const site = siteIn(lang).name;
  const facts = [
    trip.duration ? formatDuration(trip.duration, t) : null,
    trip.level ? t('{level} level', { level: describeLevel(trip.level, t).label.toLowerCase() }) : null,
    tripPrice(trip, t).toLowerCase(),
  ].filter(Boolean);
  const about = trip.description ?? trip.summary;
  const summary = /[.!?]$/.test(about) ? about : `${about}.`;
  const label = tripLabelIn(trip, t);
  const description = fitDescription(
    t('{label} near Munnar, Kerala: {facts}. {summary}', { label, facts: facts.join(', '), summary }),
  );
  return shareMetadata({
    lang,
    path: tripPath(trip),
    title: t('{label}, Munnar | {site}', { label, site }),
    description,
    image: { url: tripImagePath(trip), alt: trip.name },
  });
}

/**
 * The page's address in every language, for `<link rel="alternate" hreflang>`: each language links to all
 * of them, itself included, and x-default is the English page.
 */
export function languageAlternates(path: string): Record<string, string> {
  return {
    ...Object.fromEntries(LANGS.map((lang) => [LANGUAGES[lang].htmlLang, localePath(lang, path)])),
    'x-default': path,
  };
}

type ShareFields = {
  lang: Lang;
  /** The English address; the page's own is the same in its language. */
  path: string;
  title: string;
  description: string;
  image: { url: string; alt: string };
};

function shareMetadata({ lang, path, title, description, image: { url, alt } }: ShareFields): Metadata {
  const image = { url, ...OG_SIZE, alt, type: 'image/png' };
  const own = localePath(lang, path);
  return {
    title: { absolute: title },
    description,
    alternates: { canonical: own, languages: languageAlternates(path) },
    openGraph: {
      type: 'website',
      url: own,
      siteName: siteIn(lang).name,
      locale: LANGUAGES[lang].ogLocale,
      alternateLocale: LANGS.filter((other) => other !== lang).map((other) => LANGUAGES[other].ogLocale),
      title,
      description,
      images: [image],
    },
    twitter: { card: 'summary_large_image', title, description, images: [image.url] },
  };
}
