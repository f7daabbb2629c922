import { TRIP_GROUPS } from '@/content/trip-groups';
import { formatFileSize } from '@/lib/packages/format';
import { trips, type Trip } from '@/lib/trips/trips';
import { brochurePdf } from './brochure-pdf';

type BrochureTrip = Pick<Trip<string>, 'group' | 'id' | 'pdfLink'>;

/**
 * Path of a generated brochure, in a folder per group because a trek and a camp may share an id
 * (Meesapulimalai is both).
 */
function generatedBrochurePath(trip: Pick<Trip<string>, 'group' | 'id'>): string {
  return `/brochures/${trip.group}/${trip.id}.pdf`;
}

/**
 * Where a trip's brochure lives: its own PDF from the content, else the one the build writes for a group
 * with brochures; null when it has neither.
 */
function brochureHref(trip: BrochureTrip, groups: Record<string, { brochure: boolean }> = TRIP_GROUPS) {
  if (trip.pdfLink) return trip.pdfLink;
  return groups[trip.group]?.brochure ? generatedBrochurePath(trip) : null;
}

/** Every brochure the build generates, by its path: the trips of groups with brochures and no PDF of their own. */
export const generatedBrochures = new Map<string, Trip>(
  trips
    .filter((trip) => !trip.pdfLink && brochureHref(trip))
    .map((trip) => [generatedBrochurePath(trip), trip]),
);

const made = new Map<string, Promise<Uint8Array>>();

/**
 * A generated brochure's bytes, made once per build process: the route that writes the file and the card
 * that states its size read the same bytes.
 */
export function brochureBytes(trip: Trip): Promise<Uint8Array> {
  const path = generatedBrochurePath(trip);
  let bytes = made.get(path);
  if (!bytes) {
    bytes = brochurePdf(trip);
    made.set(path, bytes);
  }
  return bytes;
}

/** A brochure link as a card and a trip page show it: a generated one states its file's size. */
export async function brochureLink(trip: Trip): Promise<{ href: string; size?: string } | null> {
  const href = brochureHref(trip);
  if (!href) return null;
  if (trip.pdfLink) return { href };
  return { href, size: formatFileSize((await brochureBytes(trip)).length) };
}
