import type { EnquiryOptions } from '@/content/schemas';
import { TRIP_GROUPS, type EnquiryInput, type TripGroup } from './enquiry-schema';

/** Reads `?trip=<group>:<packageId>` from a package card's link: the group and the option's label. */
export function tripFromSearch(
  search: string,
  options: EnquiryOptions,
): { group: TripGroup; label: string } | null {
  const value = new URLSearchParams(search).get('trip');
  if (!value) return null;
  const [group, packageId] = value.split(':');
  if (!TRIP_GROUPS.includes(group as TripGroup)) return null;
  const option = options[group as TripGroup].find((entry) => entry.packageId === packageId);
  return option ? { group: group as TripGroup, label: option.label } : null;
}

/** The form values with that trip ticked, keeping whatever else was chosen. */
export function withTrip(values: EnquiryInput, trip: { group: TripGroup; label: string }): EnquiryInput {
  const current = values.trips[trip.group];
  const options = current.options.includes(trip.label) ? current.options : [...current.options, trip.label];
  return { ...values, trips: { ...values.trips, [trip.group]: { on: true, options } } };
}
