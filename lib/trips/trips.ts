import { activities } from '@/content/adventure';
import { camps } from '@/content/camps';
import { enquiryOptions } from '@/content/enquiry-options';
import { reviews } from '@/content/home';
import type {
  FaqEntry,
  Level,
  Photo,
  Review,
  SwitchPoint,
  SwitchSection,
  TripCalendar,
  TripEntry,
} from '@/content/schemas';
import { localizedTrips } from '@/content/trip-files';
import { TRIP_FOLDERS } from '@/content/schemas';
import { treks } from '@/content/treks';
import type { Translate } from '@/lib/i18n/dictionary';
import { DEFAULT_LANG, type Lang } from '@/content/languages';
import type { TripGroup } from '@/lib/enquiry/enquiry-schema';
import type { PackageKind } from '@/lib/packages/package-links';

/** Each group's page (a trip's page sits under it), what one of its trips is called, and its review field. */
export const TRIP_GROUP_INFO = {
  trekking: {
    path: '/trekking/',
    noun: 'trek',
    title: 'Trekking',
    reviewField: 'treks',
    brochure: 'trek',
    dayHeading: 'The day',
  },
  camping: {
    path: '/camping/',
    noun: 'camp',
    title: 'Camping',
    reviewField: 'camps',
    brochure: 'camp',
    dayHeading: 'The day',
  },
  adventure: {
    path: '/adventure-activities/',
    noun: 'activity',
    title: 'Adventure Activities',
    reviewField: 'activities',
    brochure: null,
    dayHeading: 'The session',
  },
} as const satisfies Record<
  TripGroup,
  {
    path: string;
    noun: string;
    title: string;
    reviewField: keyof Review;
    /** The kind of brochure the build makes for each of the group's trips; null: none. */
    brochure: PackageKind | null;
    /** The heading of a one-day plan (the itinerary field). */
    dayHeading: string;
  }
>;

export type QuickFact = { label: string; value: string };

/** A trek, camp or activity as its own page shows it, whatever the shape of its content. */
export type Trip = {
  group: TripGroup;
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
  highlights: string[];
  /** Distance, altitude, start point, best season and group size, where the content has them. */
  facts: QuickFact[];
  days: SwitchSection[];
  /** The card's other detail sections, less the points the quick facts already show. */
  details: SwitchSection[];
  included: string[];
  notIncluded: string[];
  carry: string[];
  reach: SwitchPoint[];
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
  /** The content a brochure is made from; a group without brochures has none. */
  brochure?: { kind: PackageKind; pkg: TripEntry };
};

type TripFields = Pick<
  TripEntry,
  | 'distance'
  | 'altitude'
  | 'startPoint'
  | 'bestSeason'
  | 'groupSize'
  | 'itinerary'
  | 'included'
  | 'notIncluded'
  | 'carry'
  | 'reach'
  | 'safety'
  | 'cancellation'
  | 'faq'
  | 'photos'
>;

/** The quick facts, each from its own field or else from the card's detail point of that name. */
const FACTS = [
  { label: 'Distance', field: 'distance', keys: ['distance'] },
  { label: 'Altitude', field: 'altitude', keys: ['altitude', 'elevation'] },
  { label: 'Start point', field: 'startPoint', keys: ['start point', 'starting point'] },
  { label: 'Best season', field: 'bestSeason', keys: ['best season', 'season'] },
  { label: 'Group size', field: 'groupSize', keys: ['group size'] },
] as const satisfies { label: string; field: keyof TripFields; keys: string[] }[];

const isDay = (section: SwitchSection) => /^Day \d+$/.test(section.heading);
const factKey = (point: SwitchPoint) => point.key.trim().toLowerCase();

/**
 * Sections pair with their translation by position: which is a day plan, and which point is a quick fact,
 * is decided by the English heading and label, and the translation's words are shown.
 */
type SectionPair = { english: SwitchSection; shown: SwitchSection };

const pairs = (english: SwitchSection[], shown: SwitchSection[]): SectionPair[] =>
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

function otherSections(sections: SectionPair[]): SwitchSection[] {
  const asFact = new Set<string>(FACTS.flatMap((fact) => fact.keys));
  return sections
    .filter(({ english }) => !isDay(english))
    .map(({ english, shown }) => ({
      ...shown,
      points: shown.points.filter((_, index) => !asFact.has(factKey(english.points[index] ?? _))),
    }))
    .filter((section) => section.points.length > 0);
}

/**
 * A trip of `group` as its page reads it, from its content: `entry` in English, `shown` the same entry in
 * the page's language (the same by default).
 */
export function toTrip(group: TripGroup, entry: TripEntry, shown: TripEntry = entry): Trip {
  const { dayHeading, brochure } = TRIP_GROUP_INFO[group];
  const sections = pairs(entry.switchData, shown.switchData);
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
    highlights: shown.highlights,
    facts: quickFacts(entry, shown, sections),
    days: days.length || !shown.itinerary ? days : [{ heading: dayHeading, points: shown.itinerary }],
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
    note: shown.optional,
    pdfLink: entry.pdfLink,
    ...(brochure ? { brochure: { kind: brochure, pkg: entry } } : {}),
  };
}

/** Every trip with a page of its own, group by group, in the content's order. */
export const trips: Trip[] = [
  ...treks.map((trek) => toTrip('trekking', trek)),
  ...camps.map((camp) => toTrip('camping', camp)),
  ...activities.map((activity) => toTrip('adventure', activity)),
];

const tripsByLang = new Map<Lang, Trip[]>();

/** Every trip in `lang`, in the same order as `trips`. */
export function tripsIn(lang: Lang): Trip[] {
  if (lang === DEFAULT_LANG) return trips;
  let list = tripsByLang.get(lang);
  if (!list) {
    const shown = (group: TripGroup, folder: string, entries: TripEntry[]) => {
      const words = localizedTrips(lang, folder, entries);
      return entries.map((entry, index) => toTrip(group, entry, words[index]));
    };
    list = [
      ...shown('trekking', TRIP_FOLDERS.treks.folder, treks),
      ...shown('camping', TRIP_FOLDERS.camps.folder, camps),
      ...shown('adventure', TRIP_FOLDERS.activities.folder, activities),
    ];
    tripsByLang.set(lang, list);
  }
  return list;
}

export function tripsOf(group: TripGroup, lang: Lang = DEFAULT_LANG): Trip[] {
  return tripsIn(lang).filter((trip) => trip.group === group);
}

export function findTrip(group: TripGroup, id: string, lang: Lang = DEFAULT_LANG): Trip | undefined {
  return tripsIn(lang).find((trip) => trip.group === group && trip.id === id);
}

/** The first folder of a group's trip pages: "trekking", "camping", "adventure-activities". */
export const groupFolder = (group: TripGroup) => TRIP_GROUP_INFO[group].path.slice(1, -1);

/** The trip whose page is /<folder>/<id>/, as the trip route receives its address. */
export function tripAt(folder: string, id: string, lang: Lang = DEFAULT_LANG): Trip | undefined {
  return tripsIn(lang).find((trip) => groupFolder(trip.group) === folder && trip.id === id);
}

/** The trip's own page, e.g. "/trekking/meesapulimalai/". */
export function tripPath(trip: Pick<Trip, 'group' | 'id'>): string {
  return `${TRIP_GROUP_INFO[trip.group].path}${trip.id}/`;
}

/** Its sharing card, a PNG the build writes (app/og/[file]/route.tsx). */
export function tripImagePath(trip: Pick<Trip, 'group' | 'id'>): string {
  return `/og/${trip.group}-${trip.id}.png`;
}

/** The home page's form with this trip ticked, when the form offers it; null when it does not. */
export function tripEnquiryHref(trip: Pick<Trip, 'group' | 'id'>): string | null {
  const offered = enquiryOptions[trip.group].some((option) => option.packageId === trip.id);
  return offered ? `/?trip=${trip.group}:${trip.id}#enquiry` : null;
}

/** "Meesapulimalai trek", "Kolukkumalai Sunrise camp", "Zipline": how a message names the trip. */
export function tripLabel(trip: Pick<Trip, 'group' | 'name'>): string {
  const { noun } = TRIP_GROUP_INFO[trip.group];
  if (trip.group === 'adventure' || trip.name.toLowerCase().includes(noun)) return trip.name;
  return `${trip.name} ${noun}`;
}

/** The same in the page's language: whether to add the noun is decided by the English name. */
export function tripLabelIn(trip: Pick<Trip, 'group' | 'name' | 'englishName'>, t: Translate): string {
  const { noun } = TRIP_GROUP_INFO[trip.group];
  if (trip.group === 'adventure' || trip.englishName.toLowerCase().includes(noun)) return trip.name;
  return t(`{name} ${noun}`, { name: trip.name });
}

/** The reviews that name the trip. */
export function tripReviews<R extends Pick<Review, 'treks' | 'camps' | 'activities'> = Review>(
  trip: Pick<Trip, 'group' | 'id'>,
  all: R[] = reviews as unknown as R[],
): R[] {
  const field = TRIP_GROUP_INFO[trip.group].reviewField;
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
