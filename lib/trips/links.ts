import type { Translate } from '@/lib/i18n/fill';
import type { Review } from '@/content/schemas';
import { reviews } from '@/content/reviews';
import { TRIP_GROUPS, type TripGroup, type TripGroupRegistry } from '@/content/trip-groups';
import { trips, type Trip } from './trips';
import { cardPath } from '@/lib/og/card-file';

type TripRef = Pick<Trip<string>, 'group' | 'id'>;

/** The first folder of a group's pages: "trekking", "camping", "adventure-activities". */
export const groupFolder = (group: TripGroup) => TRIP_GROUPS[group].path.slice(1, -1);

/** The trip whose page is /<folder>/<id>/, as the trip route receives its address. */
export function tripAt(folder: string, id: string): Trip | undefined {
  return trips.find((trip) => groupFolder(trip.group) === folder && trip.id === id);
}

/** The page of a trip of one of `groups`: under its group's page. */
export function tripPathIn(groups: TripGroupRegistry, trip: TripRef): string {
  return `${groups[trip.group]!.path}${trip.id}/`;
}

/** The trip's own page, e.g. "/trekking/meesapulimalai/". */
export function tripPath(trip: TripRef): string {
  return tripPathIn(TRIP_GROUPS, trip);
}

/** Its sharing card, an image the build writes (app/og/[file]/route.tsx). */
export function tripImagePath(trip: TripRef): string {
  return cardPath(`${trip.group}-${trip.id}`);
}

/** The home page's form with the trip `id` of `group` ticked (the form reads `trip`). */
export function enquiryLink(group: string, id: string): string {
  return `/?trip=${group}:${id}#enquiry`;
}

/**
 * The link a card and a trip page give to the form, with the trip ticked; null when the form does not offer
 * the trip, so no link leads to a form with nothing ticked.
 */
export function tripEnquiryHref(trip: Pick<Trip<string>, 'group' | 'id' | 'inEnquiryForm'>): string | null {
  return trip.inEnquiryForm ? enquiryLink(trip.group, trip.id) : null;
}

/** "Meesapulimalai trek", "Kolukkumalai Sunrise camp", "Zipline": how a message names the trip. */
export function tripLabel(trip: Pick<Trip, 'group' | 'name'>): string {
  const { noun, nameWithNoun } = TRIP_GROUPS[trip.group];
  if (!nameWithNoun || trip.name.toLowerCase().includes(noun)) return trip.name;
  return `${trip.name} ${noun}`;
}

/** The same in the page's language: whether to add the noun is decided by the English name. */
export function tripLabelIn(trip: Pick<Trip, 'group' | 'name' | 'englishName'>, t: Translate): string {
  const { noun, nameWithNoun } = TRIP_GROUPS[trip.group];
  if (!nameWithNoun || trip.englishName.toLowerCase().includes(noun)) return trip.name;
  return t(`{name} ${noun}`, { name: trip.name });
}

/** The reviews that name the trip. */
export function tripReviews<R extends Pick<Review, 'treks' | 'camps' | 'activities'> = Review>(
  trip: Pick<Trip, 'group' | 'id'>,
  all: R[] = reviews as unknown as R[],
): R[] {
  const field = TRIP_GROUPS[trip.group].reviewField;
  return all.filter((review) => review[field]?.includes(trip.id));
}

/**
 * Up to `count` other bookable trips: the ones after it in its group first (so each page links to
 * different neighbours), then trips of the other groups.
 */
export function relatedTrips(trip: Trip, all: Trip[] = trips, count = 3): Trip[] {
  const group = all.filter((other) => other.group === trip.group);
  const index = group.indexOf(trip);
  const neighbours = [...group.slice(index + 1), ...group.slice(0, Math.max(index, 0))];
  const others = all.filter((other) => other.group !== trip.group);
  return [...neighbours, ...others].filter((other) => !other.comingSoon && other !== trip).slice(0, count);
}
