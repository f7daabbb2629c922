import type { TripEntry } from './schemas';
import { readGroups } from './trip-files';
import { TRIP_GROUPS, type TripGroup } from './trip-groups';

/** The trips of every group as their files hold them; lib/trips turns each into the site's Trip. */
export const tripEntries: Record<TripGroup, TripEntry[]> = readGroups(TRIP_GROUPS);
