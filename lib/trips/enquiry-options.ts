import type { EnquiryOption } from '@/content/schemas';
import { TRIP_GROUPS, type TripGroup, type TripGroupRegistry } from '@/content/trip-groups';
import { trips, type Trip } from './trips';

/**
 * The trips the enquiry form offers, group by group: each under its name (also the text the enquiry e-mail
 * carries), when it is `inEnquiryForm`, the same test that gives its card and page their "Enquire" link.
 */
export function enquiryOptionsOf<R extends TripGroupRegistry>(
  groups: R,
  all: Trip<keyof R & string>[],
): Record<keyof R, EnquiryOption[]> {
  return Object.fromEntries(
    Object.keys(groups).map((group) => [
      group,
      all
        .filter((trip) => trip.group === group && trip.inEnquiryForm)
        .map((trip) => ({
          label: trip.name,
          packageId: trip.id,
          ...(trip.calendar ? { calendar: trip.calendar } : {}),
        })),
    ]),
  ) as Record<keyof R, EnquiryOption[]>;
}

export const enquiryOptions: Record<TripGroup, EnquiryOption[]> = enquiryOptionsOf(TRIP_GROUPS, trips);
