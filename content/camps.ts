import data from './data/camps.json' with { type: 'json' };
import { parseContent } from './parse';
import { TRIP_FOLDERS, campsFileSchema, type Point, type TripEntry } from './schemas';
import { readTrips } from './trip-files';

const content = parseContent('content/data/camps.json', campsFileSchema, data);

export const camps: TripEntry[] = readTrips(TRIP_FOLDERS.camps.folder, TRIP_FOLDERS.camps.rules);
export const campingBenefits: Point[] = content.benefits;
export const campingIncluded: Point[] = content.included;
export const campingWhyChooseUs: Point[] = content.whyChooseUs;
