import { TRIP_GROUPS, type TripGroup } from '@/content/trip-groups';
import { tripEnquiryHref, tripPath } from '@/lib/trips/links';
import { tripsOf, type Trip } from '@/lib/trips/trips';
import { DEFAULT_LANG, localePath, type Lang } from '@/content/languages';
import { linksTo, type Speculation } from './speculation';

/*
 * What each page prerenders, chosen on the throttled phone of `npm run bench` (docs/development.md).
 * Chrome holds at most 10 `immediate`/`eager` prerenders and 2 `moderate`/`conservative` ones per page.
 */

/** Every page: the menu's pages, when the reader's thumb or pointer is on the way to one. */
export const menuSpeculations: Speculation[] = [{ links: ['#site-menu nav a'], eagerness: 'moderate' }];

/** A trip's page: the way back to its group and its enquiry, the two taps a reader makes from it. */
export function tripPageSpeculations(trip: Trip, lang: Lang = DEFAULT_LANG): Speculation[] {
  const enquiry = tripEnquiryHref(trip);
  return [
    {
      links: [
        linksTo(localePath(lang, TRIP_GROUPS[trip.group].path)),
        ...(enquiry ? [linksTo(localePath(lang, enquiry))] : []),
      ],
      eagerness: 'immediate',
    },
  ];
}

/**
 * A group's page: a trip's page once its link has been on the screen (its card swiped or scrolled into
 * view), so a reader browsing the row has the trips they looked at ready, and no other.
 */
export function groupPageSpeculations(group: TripGroup, lang: Lang = DEFAULT_LANG): Speculation[] {
  return [
    {
      links: tripsOf(group).map((trip) => linksTo(localePath(lang, tripPath(trip)))),
      eagerness: 'immediate',
      onScreen: true,
    },
  ];
}
