import type { EnquiryOptions } from '@/content/schemas';
import { TRIP_GROUP_IDS, type TripGroup } from '@/content/trip-groups';
import { type EnquiryInput } from './enquiry-schema';

export type TripChoice = { group: TripGroup; id: string };

/** Reads `?trip=<group>:<packageId>` from a package card's link, when it names an option of the form. */
export function tripFromSearch(search: string, options: EnquiryOptions): TripChoice | null {
  const value = new URLSearchParams(search).get('trip');
  if (!value) return null;
  const [group, id] = value.split(':');
  if (!TRIP_GROUP_IDS.includes(group as TripGroup)) return null;
  const known = options[group as TripGroup].some((option) => option.packageId === id);
  return known && id ? { group: group as TripGroup, id } : null;
}

/** The form values with that trip ticked, keeping whatever else was chosen. */
export function withTrip(values: EnquiryInput, trip: TripChoice): EnquiryInput {
  const current = values.trips[trip.group];
  const options = current.options.includes(trip.id) ? current.options : [...current.options, trip.id];
  return { ...values, trips: { ...values.trips, [trip.group]: { on: true, options } } };
}
