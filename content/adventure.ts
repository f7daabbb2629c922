import data from './data/adventure.json' with { type: 'json' };
import { parseContent } from './parse';
import { TRIP_FOLDERS, adventureFileSchema, type Guideline, type Point, type TripEntry } from './schemas';
import { readTrips } from './trip-files';

const content = parseContent('content/data/adventure.json', adventureFileSchema, data);

export const activities: TripEntry[] = readTrips(
  TRIP_FOLDERS.activities.folder,
  TRIP_FOLDERS.activities.rules,
);
export const guidelines: Guideline[] = content.guidelines;
export const safetyTips: Point[] = content.safetyTips;
