import type {
  DetailPoint,
  DetailSection,
  FaqEntry,
  Level,
  Photo,
  TripCalendar,
  TripEntry,
} from '@/content/schemas';
import {
  TRIP_GROUPS,
  type TripGroup,
  type TripGroupInfo,
  type TripGroupRegistry,
} from '@/content/trip-groups';
import { tripEntries } from '@/content/trips';

type QuickFact = { label: string; value: string };

/**
 * A trek, camp or activity as the site shows it, on its card, its page, its brochure, in the enquiry form
 * and to search engines: the one model made from its content (components never see the raw entry).
 */
export type Trip<G extends string = TripGroup> = {
  group: G;
  id: string;
  name: string;
  summary: string;
  description?: string;
  image: string;
  location?: string;
  duration?: string;
  level?: Level;
  /** Rupees per person; null when the price is on request. */
  rate: number | null;
  comingSoon: boolean;
  /** Offered in the enquiry form: switched on by the owner, and not coming soon. */
  inEnquiryForm: boolean;
  highlights: string[];
  /** The card's detail sections as the content has them ("Explore"), the days included. */
  sections: DetailSection[];
  /** Distance, altitude, start point, best season and group size, where the content has them. */
  facts: QuickFact[];
  days: DetailSection[];
  /** The card's other detail sections, less the points the quick facts already show. */
  details: DetailSection[];
  included: string[];
  notIncluded: string[];
  carry: string[];
  reach: DetailPoint[];
  safety: string[];
  cancellation?: string;
  faq: FaqEntry[];
  photos: Photo[];
  /** When it runs; undefined: every day. */
  calendar?: TripCalendar;
  /** An extra line about the trip, e.g. "Morning or afternoon slots". */
  note?: string;
  /** A brochure of the trip's own, elsewhere (https). */
  pdfLink?: string;
};

type TripFields = Pick<TripEntry, 'distance' | 'altitude' | 'startPoint' | 'bestSeason' | 'groupSize'>;

/** The quick facts, each from its own field or else from the card's detail point of that name. */
const FACTS = [
  { label: 'Distance', field: 'distance', keys: ['distance'] },
  { label: 'Altitude', field: 'altitude', keys: ['altitude', 'elevation'] },
  { label: 'Start point', field: 'startPoint', keys: ['start point', 'starting point'] },
  { label: 'Best season', field: 'bestSeason', keys: ['best season', 'season'] },
  { label: 'Group size', field: 'groupSize', keys: ['group size'] },
] as const satisfies { label: string; field: keyof TripFields; keys: string[] }[];

const isDay = (section: DetailSection) => /^Day \d+$/.test(section.heading);
const factKey = (point: DetailPoint) => point.key.trim().toLowerCase();

function quickFacts(fields: TripFields, sections: DetailSection[]): QuickFact[] {
  const points = sections.filter((section) => !isDay(section)).flatMap((section) => section.points);
  return FACTS.flatMap(({ label, field, keys }) => {
    const value =
      fields[field] ?? points.find((point) => (keys as readonly string[]).includes(factKey(point)))?.value;
    return value ? [{ label, value }] : [];
  });
}

function otherSections(sections: DetailSection[]): DetailSection[] {
  const shown = new Set<string>(FACTS.flatMap((fact) => fact.keys));
  return sections
    .filter((section) => !isDay(section))
    .map((section) => ({ ...section, points: section.points.filter((point) => !shown.has(factKey(point))) }))
    .filter((section) => section.points.length > 0);
}

/** A trip of `group` as the site reads it, from its content. */
export function toTrip<G extends string>(
  group: G,
  entry: TripEntry,
  info: Pick<TripGroupInfo, 'dayHeading'> = TRIP_GROUPS[group as unknown as TripGroup],
): Trip<G> {
  const days = entry.sections.filter(isDay);
  return {
    group,
    id: entry.id,
    name: entry.name,
    summary: entry.tagline,
    description: entry.description,
    image: entry.image,
    location: entry.location,
    duration: entry.duration,
    level: entry.level,
    rate: entry.rate,
    comingSoon: entry.comingSoon,
    inEnquiryForm: entry.inEnquiryForm && !entry.comingSoon,
    highlights: entry.highlights,
    sections: entry.sections,
    facts: quickFacts(entry, entry.sections),
    days: days.length || !entry.itinerary ? days : [{ heading: info.dayHeading, points: entry.itinerary }],
    details: otherSections(entry.sections),
    included: entry.included ?? [],
    notIncluded: entry.notIncluded ?? [],
    carry: entry.carry ?? [],
    reach: entry.reach ?? [],
    safety: entry.safety ?? [],
    cancellation: entry.cancellation,
    faq: entry.faq ?? [],
    photos: entry.photos ?? [],
    calendar: entry.calendar,
    note: entry.note,
    pdfLink: entry.pdfLink,
  };
}

/** Every trip of every group of `groups`, group by group, in the content's order. */
export function tripsFrom<R extends TripGroupRegistry>(
  groups: R,
  entries: Record<keyof R, TripEntry[]>,
): Trip<keyof R & string>[] {
  return (Object.keys(groups) as (keyof R & string)[]).flatMap((group) =>
    entries[group].map((entry) => toTrip(group, entry, groups[group]!)),
  );
}

/** Every trip with a page of its own, group by group, in the content's order. */
export const trips: Trip[] = tripsFrom(TRIP_GROUPS, tripEntries);

export function tripsOf(group: TripGroup): Trip[] {
  return trips.filter((trip) => trip.group === group);
}
