import data from './data/treks.json' with { type: 'json' };
import { parseContent } from './parse';
import { TRIP_FOLDERS, treksFileSchema, type Point, type TripEntry } from './schemas';
import { readTrips } from './trip-files';

const content = parseContent('content/data/treks.json', treksFileSchema, data);

export const treks: TripEntry[] = readTrips(TRIP_FOLDERS.treks.folder, TRIP_FOLDERS.treks.rules);
export const trekkingBenefits: Point[] = content.benefits;
export const trekkingWhyChooseUs: Point[] = content.whyChooseUs;
