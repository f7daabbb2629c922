import data from './data/adventure.json' with { type: 'json' };
import type { Lang } from '@/content/languages';
import { localized } from './localize';
import { parseContent } from './parse';
import { TRIP_FOLDERS, adventureFileSchema, type Guideline, type Point, type TripEntry } from './schemas';
import { localizedTrips, readTrips } from './trip-files';

const content = parseContent('content/data/adventure.json', adventureFileSchema, data);

export const activities: TripEntry[] = readTrips(
  TRIP_FOLDERS.activities.folder,
  TRIP_FOLDERS.activities.rules,
);
export const guidelines: Guideline[] = content.guidelines;
export const safetyTips: Point[] = content.safetyTips;

/** The adventure page's copy and its activities in `lang`. */
export function adventureIn(lang: Lang) {
  const page = localized(lang, 'adventure.json', content);
  return {
    activities: localizedTrips(lang, TRIP_FOLDERS.activities.folder, activities),
    guidelines: page.guidelines,
    safetyTips: page.safetyTips,
  };
}
