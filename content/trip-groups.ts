/**
 * Every fact of a group of trips, in one place: the content, the pages, the enquiry form, the reviews, the
 * brochures and the sitemap all read it. A group is added here with one entry, plus its folder of trips
 * under content/data/, its page copy in pages.json, its page and a collection in the editor's config.
 */
export type TripGroupInfo = {
  /** Its folder of trips under the content directory, one JSON file per trip: "treks". */
  folder: string;
  /** Its page; each of its trips has a page under it. */
  path: string;
  /** What one of its trips is called ("trek") and several ("treks"). */
  noun: string;
  plural: string;
  /** A message names a trip with the noun ("Meesapulimalai trek"); false: by its name alone ("Zipline"). */
  nameWithNoun: boolean;
  /** Its name in a breadcrumb, the enquiry form and a sharing card. */
  title: string;
  /** Its name in a sentence: the WhatsApp message's "Trekking: Meesapulimalai". */
  inSentence: string;
  /** Its page copy: the entry of content/data/pages.json with this key. */
  pageKey: string;
  /** The field of a review that names its trips. */
  reviewField: string;
  /** Whether the build writes a PDF brochure for each of its trips. */
  brochure: boolean;
  /** The heading of a one-day plan (the itinerary field). */
  dayHeading: string;
  /** The name of the carousel of its trips on its page, in English: the dictionary translates it. */
  carouselLabel: string;
  /** A trip is shown as a card with facts, highlights and "Explore" sections, so it must have them. */
  card: boolean;
  /** A trip that is not coming soon must have a price. */
  priced: boolean;
};

export const TRIP_GROUPS = {
  trekking: {
    folder: 'treks',
    path: '/trekking/',
    noun: 'trek',
    plural: 'treks',
    nameWithNoun: true,
    title: 'Trekking',
    inSentence: 'Trekking',
    pageKey: 'trekking',
    reviewField: 'treks',
    brochure: true,
    dayHeading: 'The day',
    carouselLabel: 'Trek packages',
    card: true,
    priced: false,
  },
  camping: {
    folder: 'camps',
    path: '/camping/',
    noun: 'camp',
    plural: 'camps',
    nameWithNoun: true,
    title: 'Camping',
    inSentence: 'Camping',
    pageKey: 'camping',
    reviewField: 'camps',
    brochure: true,
    dayHeading: 'The day',
    carouselLabel: 'Camp packages',
    card: true,
    priced: true,
  },
  adventure: {
    folder: 'activities',
    path: '/adventure-activities/',
    noun: 'activity',
    plural: 'activities',
    nameWithNoun: false,
    title: 'Adventure Activities',
    inSentence: 'Adventure activities',
    pageKey: 'adventure',
    reviewField: 'activities',
    brochure: false,
    dayHeading: 'The session',
    carouselLabel: 'Adventure activities',
    card: false,
    priced: false,
  },
} as const satisfies Record<string, TripGroupInfo>;

/** A registry of groups: the site's (TRIP_GROUPS), or a test's. */
export type TripGroupRegistry = Readonly<Record<string, TripGroupInfo>>;
export type TripGroup = keyof typeof TRIP_GROUPS;
export type ReviewField = (typeof TRIP_GROUPS)[TripGroup]['reviewField'];
export type GroupPageKey = (typeof TRIP_GROUPS)[TripGroup]['pageKey'];

/** The groups in the order the site lists them. */
export const TRIP_GROUP_IDS = Object.keys(TRIP_GROUPS) as TripGroup[];

/** The directory the trips are read from; a test build may point it at fixture content. */
export const CONTENT_DIR = 'content/data';
