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
import { DEFAULT_LANG, type Lang } from '@/content/languages';
import { localized } from '@/content/localize';

type QuickFact = { label: string; value: string };

/**
 * A trek, camp or activity as the site shows it, on its card, its page, its brochure, in the enquiry form
 * and to search engines: the one model made from its content (components never see the raw entry).
 */
export type Trip<G extends string = TripGroup> = {
  group: G;
  id: string;
  /** In the page's language. */
  name: string;
  /** The English name: what the owner's e-mail and the trip's labels are decided by. */
  englishName: string;
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

/**
 * Sections pair with their translation by position: which is a day plan, and which point is a quick fact,
 * is decided by the English heading and label, and the translation's words are shown.
 */
type SectionPair = { english: DetailSection; shown: DetailSection };

const pairs = (english: DetailSection[], shown: DetailSection[]): SectionPair[] =>
  english.map((section, index) => ({ english: section, shown: shown[index] ?? section }));

function quickFacts(fields: TripFields, shownFields: TripFields, sections: SectionPair[]): QuickFact[] {
  const points = sections
    .filter(({ english }) => !isDay(english))
    .flatMap(({ english, shown }) =>
      english.points.map((point, index) => ({ english: point, shown: shown.points[index] ?? point })),
    );
  return FACTS.flatMap(({ label, field, keys }) => {
    const value =
      (fields[field] === undefined ? undefined : shownFields[field]) ??
      points.find(({ english }) => (keys as readonly string[]).includes(factKey(english)))?.shown.value;
    return value ? [{ label, value }] : [];
  });
}

function otherSections(sections: SectionPair[]): DetailSection[] {
  const asFact = new Set<string>(FACTS.flatMap((fact) => fact.keys));
  return sections
    .filter(({ english }) => !isDay(english))
    .map(({ english, shown }) => ({
      ...shown,
      points: shown.points.filter((point, index) => !asFact.has(factKey(english.points[index] ?? point))),
    }))
    .filter((section) => section.points.length > 0);
}

/**
 * A trip of `group` as the site reads it, from its content: `entry` in English, `shown` the same entry in
 * the page's language (the same by default).
 */
export function toTrip<G extends string>(
  group: G,
  entry: TripEntry,
  info: Pick<TripGroupInfo, 'dayHeading'> = TRIP_GROUPS[group as unknown as TripGroup],
  shown: TripEntry = entry,
): Trip<G> {
  const sections = pairs(entry.sections, shown.sections);
  const days = sections.filter(({ english }) => isDay(english)).map(({ shown: day }) => day);
  return {
    group,
    id: entry.id,
    name: shown.name,
    englishName: entry.name,
    summary: shown.tagline,
    description: shown.description,
    image: entry.image,
    location: shown.location,
    duration: shown.duration,
    level: entry.level,
    rate: entry.rate,
    comingSoon: entry.comingSoon,
    inEnquiryForm: entry.inEnquiryForm && !entry.comingSoon,
    highlights: shown.highlights,
    sections: shown.sections,
    facts: quickFacts(entry, shown, sections),
    days: days.length || !shown.itinerary ? days : [{ heading: info.dayHeading, points: shown.itinerary }],
    details: otherSections(sections),
    included: shown.included ?? [],
    notIncluded: shown.notIncluded ?? [],
    carry: shown.carry ?? [],
    reach: shown.reach ?? [],
    safety: shown.safety ?? [],
    cancellation: shown.cancellation,
    faq: shown.faq ?? [],
    photos: shown.photos ?? [],
    // Its months, weekdays and dates are the English entry's; only the reasons are words.
    calendar: shown.calendar,
    note: shown.note,
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

const tripsByLang = new Map<Lang, Trip[]>();

/**
 * Every trip in `lang`, in the same order as `trips`: each file's translation, at its path under
 * content/translations/<lang>/, laid over it.
 */
export function tripsIn(lang: Lang): Trip[] {
  if (lang === DEFAULT_LANG) return trips;
  let list = tripsByLang.get(lang);
  if (!list) {
    list = (Object.keys(TRIP_GROUPS) as TripGroup[]).flatMap((group) =>
      tripEntries[group].map((entry) =>
        toTrip(
          group,
          entry,
          TRIP_GROUPS[group],
          localized(lang, `${TRIP_GROUPS[group].folder}/${entry.id}.json`, entry),
        ),
      ),
    );
    tripsByLang.set(lang, list);
  }
  return list;
}

export function tripsOf(group: TripGroup, lang: Lang = DEFAULT_LANG): Trip[] {
  return tripsIn(lang).filter((trip) => trip.group === group);
}

/** A trip in `lang`. */
export function findTrip(group: TripGroup, id: string, lang: Lang = DEFAULT_LANG): Trip | undefined {
  return tripsIn(lang).find((trip) => trip.group === group && trip.id === id);
}
