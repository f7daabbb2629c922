import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { shippedImage } from '@/content/media';
import { pagesIn } from '@/content/pages';
import { siteIn } from '@/content/site-in';
import { TRIP_GROUPS } from '@/content/trip-groups';
import type { Lang } from '@/content/languages';
import { translator } from '@/lib/i18n/dictionary';
import { pageImagePath, SHARE_ROUTES, tripPrice, type ShareKey } from '@/lib/seo';
import { tripImagePath } from '@/lib/trips/links';
import { tripsIn, trips, type Trip } from '@/lib/trips/trips';

/** What a sharing card shows, in the card's language. */
export type CardContent = {
  /** The picture as a data: URL (the card is drawn at build time, with nothing to fetch). */
  picture: string;
  eyebrow: string;
  heading: string;
  subheading: string;
  /** A pill under the words: a trip's price, or that it is coming soon. */
  badge?: string;
};

const keys = Object.keys(SHARE_ROUTES) as ShareKey[];

/* A card's file name is the same in each language's folder: "home.jpg", "trekking-meesapulimalai.jpg". */
const fileOf = (path: string) => path.slice(path.lastIndexOf('/') + 1);
const pageCardFile = (key: ShareKey) => fileOf(pageImagePath(key));
const tripCardFile = (trip: Trip) => fileOf(tripImagePath(trip));

/** Every card's file: one per page that has a card, one per trip. */
export function cardFiles(): string[] {
  return [...keys.map(pageCardFile), ...trips.map(tripCardFile)];
}

/** The picture as the media pipeline shipped it (found through its manifest), inline with its own type. */
async function pictureDataUrl(path: string): Promise<string> {
  const { file, type } = shippedImage(path);
  const bytes = await readFile(join(process.cwd(), 'public', file));
  return `data:${type};base64,${bytes.toString('base64')}`;
}

/** The first sentence: a summary's opening line is all a card has room for. */
const firstSentence = (text: string) => text.split(/(?<=[.!?])\s/)[0] ?? text;

/** The words and picture of the card `file` in `lang`, from the translated content; null for no such card. */
export async function cardContent(lang: Lang, file: string): Promise<CardContent | null> {
  const site = siteIn(lang).name;
  const key = keys.find((candidate) => pageCardFile(candidate) === file);
  if (key) {
    const page = pagesIn(lang)[key];
    return {
      picture: await pictureDataUrl(page.image),
      eyebrow: site,
      heading: page.heading,
      subheading: page.subheading,
    };
  }
  const trip = tripsIn(lang).find((candidate) => tripCardFile(candidate) === file);
  if (!trip) return null;
  const t = translator(lang);
  return {
    picture: await pictureDataUrl(trip.image),
    eyebrow: t('{site} · {group}', { site, group: t(TRIP_GROUPS[trip.group].title) }),
    heading: trip.name,
    subheading: firstSentence(trip.summary),
    badge: trip.comingSoon ? t('Coming soon') : tripPrice(trip, t),
  };
}
