import data from './data/camps.json' with { type: 'json' };
import type { Lang } from '@/content/languages';
import { localized } from './localize';
import { parseContent } from './parse';
import { TRIP_FOLDERS, campsFileSchema, type Point, type TripEntry } from './schemas';
import { localizedTrips, readTrips } from './trip-files';

const content = parseContent('content/data/camps.json', campsFileSchema, data);

export const camps: TripEntry[] = readTrips(TRIP_FOLDERS.camps.folder, TRIP_FOLDERS.camps.rules);
export const campingBenefits: Point[] = content.benefits;
export const campingIncluded: Point[] = content.included;
export const campingWhyChooseUs: Point[] = content.whyChooseUs;

/** The camping page's copy and its camps in `lang`. */
export function campingIn(lang: Lang) {
  const page = localized(lang, 'camps.json', content);
  return {
    camps: localizedTrips(lang, TRIP_FOLDERS.camps.folder, camps),
    benefits: page.benefits,
    included: page.included,
    whyChooseUs: page.whyChooseUs,
  };
}
