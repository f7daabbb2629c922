import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ImageResponse } from 'next/og';
import { ShareCard } from '@/components/seo/share-card';
import { shippedImage } from '@/content/media';
import { pages } from '@/content/pages';
import { site } from '@/content/site';
import { TRIP_GROUPS } from '@/content/trip-groups';
import { OG_SIZE, SHARE_ROUTES, tripPrice, type ShareKey } from '@/lib/seo';
import { tripImagePath } from '@/lib/trips/links';
import { trips, type Trip } from '@/lib/trips/trips';

// Sharing cards are real .png files of the export, drawn from each route's banner or each trip's picture:
// static hosts serve Next's extension-less opengraph-image with a type that link previews reject.
export const dynamic = 'force-static';
export const dynamicParams = false;

const keys = Object.keys(SHARE_ROUTES) as ShareKey[];
const tripFile = (trip: Trip) => tripImagePath(trip).slice('/og/'.length);

export function generateStaticParams() {
  return [...keys.map((key) => ({ file: `${key}.png` })), ...trips.map((trip) => ({ file: tripFile(trip) }))];
}

/** The picture as the media pipeline shipped it (found through its manifest), inline with its own type. */
async function pictureDataUrl(path: string): Promise<string> {
  const { file, type } = shippedImage(path);
  const bytes = await readFile(join(process.cwd(), 'public', file));
  return `data:${type};base64,${bytes.toString('base64')}`;
}

async function cardOf(file: string) {
  const key = keys.find((candidate) => `${candidate}.png` === file);
  if (key) {
    const page = pages[key];
    return (
      <ShareCard
        picture={await pictureDataUrl(page.image)}
        eyebrow={site.name}
        heading={page.heading}
        subheading={page.subheading}
      />
    );
  }
  const trip = trips.find((candidate) => tripFile(candidate) === file);
  if (!trip) return null;
  return (
    <ShareCard
      picture={await pictureDataUrl(trip.image)}
      eyebrow={`${site.name} · ${TRIP_GROUPS[trip.group].title}`}
      heading={trip.name}
      subheading={trip.summary.split(/(?<=[.!?])\s/)[0] ?? trip.summary}
      badge={trip.comingSoon ? 'Coming soon' : tripPrice(trip)}
    />
  );
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const card = await cardOf(file);
  if (!card) return new Response('Not found', { status: 404 });
  return new ImageResponse(card, OG_SIZE);
}
