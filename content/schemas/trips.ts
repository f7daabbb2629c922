import { z } from 'zod';
import { CONTENT_DIR, TRIP_GROUPS, type TripGroup, type TripGroupInfo } from '../trip-groups';
import type { TripCalendar } from './calendars';
import { slugSchema, uniqueList, withFormerNames } from './primitives';
import { tripFields } from './trip-fields';

/** The names a trip's fields had before: an entry saved then still opens in the editor and builds. */
const FORMER_TRIP_NAMES = { switchData: 'sections', optional: 'note' };

/**
 * One trek, camp or activity: every trip has this shape, each in a file of its own whose name is the trip's
 * id (content/data/treks/letchmi-hills.json). What a group's page does not show is optional (an activity has
 * no card facts); the group's own rules (its entry in TRIP_GROUPS) say which parts it needs.
 */
const tripFileSchema = withFormerNames(z.object(tripFields), FORMER_TRIP_NAMES);

/** A trip as the site reads it: its file, with the file's name as its id. */
export const tripSchema = withFormerNames(
  z.object({
    ...tripFields,
    id: slugSchema.describe('The file name: links, the enquiry form and brochure file names use it'),
  }),
  FORMER_TRIP_NAMES,
);

/** What a group's page needs of each of its trips, beyond the shape every trip has. */
export type TripRules = Pick<TripGroupInfo, 'noun' | 'card' | 'priced'>;

function tripRules(
  trip: z.output<typeof tripFileSchema>,
  rules: TripRules,
  ctx: z.RefinementCtx,
  at: PropertyKey[] = [],
) {
  const problem = (field: string, message: string) =>
    ctx.addIssue({ code: 'custom', path: [...at, field], input: trip[field as keyof typeof trip], message });
  if (rules.card) {
    const card = `a ${rules.noun}'s card`;
    if (!trip.location) problem('location', `${card} shows a location: fill it in`);
    if (!trip.duration) problem('duration', `${card} shows a duration: fill it in, e.g. "3–5 hrs"`);
    if (!trip.level) problem('level', `${card} shows a level: choose easy, medium or hard`);
    if (trip.highlights.length < 3) problem('highlights', `${card} needs at least three highlights`);
    if (trip.sections.length < 2) problem('sections', `${card} needs at least two detail sections`);
  }
  if (rules.priced && !trip.comingSoon && trip.rate === null) {
    problem('rate', `a bookable ${rules.noun} needs a price (or tick "Coming soon")`);
  }
}

/** One trip's file with its group's rules: what the editor checks before it saves a trip. */
function groupTripFileSchema(rules: TripRules) {
  return tripFileSchema.superRefine((trip, ctx) => tripRules(trip, rules, ctx));
}

/** A group's trips together: one shape, names and ids that differ, and the group's own rules. */
export function tripListSchema(rules: TripRules) {
  return uniqueList(tripSchema, ['id', 'name']).superRefine((trips, ctx) => {
    trips.forEach((trip, index) => tripRules(trip, rules, ctx, [index]));
  });
}

/** Each folder of trips, one file per trip, and the schema the editor checks one of its files with. */
export const contentFolders: Record<string, z.ZodType> = Object.fromEntries(
  Object.values(TRIP_GROUPS).map((group) => [`${CONTENT_DIR}/${group.folder}`, groupTripFileSchema(group)]),
);

/** A trek, camp or activity as its content file holds it. */
export type TripEntry = z.infer<typeof tripSchema>;
/**
 * A trip the enquiry form offers: its name, also sent in the e-mail, the id its card links with, and when it
 * runs (the date picker's closed days).
 */
export type EnquiryOption = { label: string; packageId: string; calendar?: TripCalendar };
export type EnquiryOptions = Record<TripGroup, EnquiryOption[]>;
