import data from './data/treks.json' with { type: 'json' };
import type { Lang } from '@/content/languages';
import { localized } from './localize';
import { parseContent } from './parse';
import { TRIP_FOLDERS, treksFileSchema, type Point, type TripEntry } from './schemas';
import { localizedTrips, readTrips } from './trip-files';

const content = parseContent('content/data/treks.json', treksFileSchema, data);

export const treks: TripEntry[] = readTrips(TRIP_FOLDERS.treks.folder, TRIP_FOLDERS.treks.rules);
export const trekkingBenefits: Point[] = content.benefits;
export const trekkingWhyChooseUs: Point[] = content.whyChooseUs;

/** The trekking page's copy and its treks in `lang`. */
export function trekkingIn(lang: Lang) {
  const page = localized(lang, 'treks.json', content);
  return { treks: localizedTrips(lang, TRIP_FOLDERS.treks.folder, treks), benefits: page.benefits, whyChooseUs: page.whyChooseUs };
}
