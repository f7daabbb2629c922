import { reviewsFileSchemaFor, type Review } from './schemas';
import { readContentFile } from './trip-files';
import { TRIP_GROUPS, TRIP_GROUP_IDS, type ReviewField } from './trip-groups';
import { tripEntries } from './trips';

/** Each group's review field with the ids of its trips, which a review may name. */
const ids = Object.fromEntries(
  TRIP_GROUP_IDS.map((group) => [TRIP_GROUPS[group].reviewField, tripEntries[group].map((trip) => trip.id)]),
) as Record<ReviewField, string[]>;

/* The shipped reviews are samples written to show the layout: replace them with real, consented ones. */
export const reviews: Review[] = readContentFile('reviews.json', reviewsFileSchemaFor(ids)).reviews;
