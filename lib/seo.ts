import type { Metadata } from 'next';
import { pagesIn } from '@/content/pages';
import { privacy as englishPrivacy } from '@/content/privacy';
import { siteIn } from '@/content/site-in';
import { localized } from '@/content/localize';
import { translator } from '@/lib/i18n/dictionary';
import { inEnglish, type Translate } from '@/lib/i18n/fill';
import { DEFAULT_LANG, LANGUAGES, localePath, type Lang } from '@/content/languages';
import { SITE_LANGS } from '@/content/site-languages';
import { TRIP_GROUPS, type GroupPageKey, type TripGroupRegistry } from '@/content/trip-groups';
import { formatDuration, formatRate, describeLevel } from '@/lib/packages/format';
import { tripImagePath, tripLabelIn, tripPath } from '@/lib/trips/links';
import type { Trip } from '@/lib/trips/trips';
import { CARD_TYPE, cardPath } from './og/card-file';

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

/** A page's sharing card in English; each language's card, in its own words, is at its own prefix. */
export function pageImagePath(key: ShareKey): string {
  return cardPath(key);
}

/** Title, description, canonical URL, Open Graph and Twitter card of a route, from its page copy. */
export function pageMetadata(key: ShareKey, lang: Lang = DEFAULT_LANG): Metadata {
  const page = pagesIn(lang)[key];
  const t = translator(lang);
  const site = siteIn(lang).name;
  const title =
    key === 'home'
      ? t('{site} | {title}', { site, title: page.title })
      : t('{title} | {site}', { site, title: page.title });
  return shareMetadata({
    lang,
    path: SHARE_ROUTES[key],
    title,
    description: page.description,
    image: { url: pageImagePath(key), alt: page.heading },
  });
}

/** The privacy page's route: the footer and the enquiry form link to it. */
export const PRIVACY_PATH = '/privacy/';

/** The privacy page's title and description, from its own content; it shares the home page's card. */
export function privacyMetadata(lang: Lang = DEFAULT_LANG): Metadata {
  const privacy = localized(lang, 'privacy.json', englishPrivacy);
  return shareMetadata({
    lang,
    path: PRIVACY_PATH,
    title: translator(lang)('{title} | {site}', { title: privacy.title, site: siteIn(lang).name }),
    description: privacy.description,
    image: { url: pageImagePath('home'), alt: pagesIn(lang).home.heading },
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
 * The page's address in every language the site is built in, for `<link rel="alternate" hreflang>`: each
 * language links to all of them, itself included, and x-default is the English page.
 */
export function languageAlternates(
  path: string,
  langs: readonly Lang[] = SITE_LANGS,
): Record<string, string> {
  return {
    ...Object.fromEntries(langs.map((lang) => [LANGUAGES[lang].htmlLang, localePath(lang, path)])),
    'x-default': path,
  };
}

type ShareFields = {
  lang: Lang;
  /** The English address; the page's own is the same in its language. */
  path: string;
  title: string;
  description: string;
  /** The English card; the page's own is its language's, "/og/home.jpg" → "/ml/og/home.jpg". */
  image: { url: string; alt: string };
};

function shareMetadata({ lang, path, title, description, image: { url, alt } }: ShareFields): Metadata {
  const image = { url: localePath(lang, url), ...OG_SIZE, alt, type: CARD_TYPE };
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
      alternateLocale: SITE_LANGS.filter((other) => other !== lang).map((other) => LANGUAGES[other].ogLocale),
      title,
      description,
      images: [image],
    },
    twitter: { card: 'summary_large_image', title, description, images: [image.url] },
  };
}
