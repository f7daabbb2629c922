import { z } from 'zod';
import { imagePath, videoPath } from './media';
import { MONTHS, WEEKDAYS } from './calendar-words';
import { normalisePhone } from './phone';
import { isoDateSchema } from './iso-date';
import { footerFileSchema } from './footer-schema';
import { outboxWordsSchema } from './outbox-schema';
import { privacyFileSchema } from './privacy-schema';

export { isoDateSchema };

/** Visible copy: never empty, surrounding whitespace trimmed. */
export const textSchema = z.string().trim().min(1);

export const slugSchema = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a kebab-case slug such as "kolukkumalai-sunrise"');

/**
 * An optional line of copy. The CMS saves a cleared field as "", which means "not set" here, so
 * emptying a field in the browser never stops the build.
 */
const blankToUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalTextSchema = z.preprocess(blankToUndefined, textSchema.optional());

/** A site route such as "/trekking". */
const routeSchema = z.string().regex(/^\/[a-z0-9-/]*$/, 'must be a site route such as "/trekking"');

type Key<T extends z.ZodType> = keyof z.output<T> & string;

/**
 * A list whose entries must differ in each of `keys`. The duplicate is reported on the later entry, so the
 * error names the entry to fix.
 */
function uniqueList<T extends z.ZodType>(item: T, keys: Key<T> | Key<T>[], min = 1) {
  return z
    .array(item)
    .min(min)
    .superRefine((entries, ctx) => {
      for (const key of [keys].flat()) {
        const seen = new Set<unknown>();
        entries.forEach((entry, index) => {
          const value = (entry as Record<string, unknown>)[key];
          if (!seen.has(value)) {
            seen.add(value);
          } else {
            ctx.addIssue({
              code: 'custom',
              path: [index, key],
              input: value,
              message: `${JSON.stringify(value)} is used by an earlier item too; each must differ`,
            });
          }
        });
      }
    });
}

export const levelSchema = z.enum(['easy', 'medium', 'hard']);

const durationSchema = textSchema
  .refine((s) => !/\d\s*-\s*\d/.test(s), 'write ranges with an en dash, e.g. "3–5 hrs"')
  .describe(
    'Shown as-is on the card, e.g. "3–5 hrs" or "2D & 1N"; the card shows "N/A" only if this is missing',
  );

export const switchPointSchema = z.object({
  key: textSchema.describe(
    'Label of the point: a fact name ("Distance") or, in a camp day, a time ("2:00 PM")',
  ),
  value: textSchema,
});

export const switchSectionSchema = z.object({
  heading: textSchema.describe(
    'Heading of one detail section shown after "Explore", e.g. "Trail facts" or "Day 1"',
  ),
  points: z.array(switchPointSchema).min(1),
});

export const faqEntrySchema = z.object({
  question: textSchema,
  answer: textSchema,
});

export const photoSchema = z.object({
  path: imagePath,
  alt: textSchema.describe('What the picture shows, for screen readers'),
});

/**
 * What a trip's own page shows besides its card: each is optional, and a field left empty shows nothing.
 * The quick facts fall back to the card's detail points of the same name ("Distance", "Elevation",
 * "Start point", "Best season").
 */
export const tripPageFields = {
  distance: optionalTextSchema.describe('Quick fact, e.g. "About 10 km round trip"'),
  altitude: optionalTextSchema.describe('Quick fact, e.g. "About 2,640 m at the summit"'),
  startPoint: optionalTextSchema.describe('Quick fact: where the trip starts'),
  bestSeason: optionalTextSchema.describe('Quick fact, e.g. "October to May"'),
  groupSize: optionalTextSchema.describe('Quick fact, e.g. "Up to 12 people"'),
  itinerary: z
    .array(switchPointSchema)
    .optional()
    .describe('The plan of a one-day trip, step by step; a camp shows its Day sections instead'),
  included: z.array(textSchema).optional(),
  notIncluded: z.array(textSchema).optional(),
  carry: z.array(textSchema).optional().describe('What to carry'),
  reach: z
    .array(switchPointSchema)
    .optional()
    .describe('How to reach the start: nearest town, bus stand, railway station, airport'),
  safety: z.array(textSchema).optional().describe('Safety notes'),
  cancellation: optionalTextSchema.describe('Cancellation terms, one short paragraph'),
  faq: z.array(faqEntrySchema).optional().describe('Short questions and answers, shown open to read'),
  photos: z.array(photoSchema).optional().describe("The trip page's small gallery"),
};

/**
 * Per-person price in whole rupees. A cleared number field arrives from the CMS as "" or not at all: both
 * mean "price on request".
 */
const rateSchema = z
  .preprocess(
    (value) => (value === '' || value === undefined ? null : value),
    z.int('write the price in whole rupees, digits only, e.g. 2500').positive().nullable(),
  )
  .describe('Per-person price in rupees; empty shows "Price on request"');

const monthSchema = z.enum(MONTHS, 'choose a month');

const DAY_MS = 86_400_000;
const dayNumber = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / DAY_MS;
/** The longest a trip may stay closed without saying it does not run (Coming soon, or out of the form). */
export const LONGEST_CLOSURE_DAYS = 365;

export const closureSchema = z.object({
  from: isoDateSchema.describe('The first day it is closed'),
  to: isoDateSchema.describe('The last day it is closed (the same day for one day)'),
  reason: textSchema
    .min(3, 'say in a few words why it is closed')
    .max(100, 'keep the reason under 100 characters: visitors read it in the calendar')
    .describe('What the visitor reads, e.g. "Closed for the Nilgiri tahr calving season"'),
});

/**
 * When a trip runs. Left out, it runs every day. A season is months (October to May wraps over the year's
 * end); weekdays narrow it; closures and full days are dated exceptions.
 */
export const calendarSchema = z
  .object({
    season: z
      .object({
        from: monthSchema.describe('The first month it runs'),
        to: monthSchema.describe('The last month it runs (may be earlier in the year: October to May)'),
        reason: optionalTextSchema.describe(
          'Why it does not run in the other months, e.g. "The trail is closed in the monsoon"',
        ),
      })
      .optional()
      .describe('Left empty: it runs all year'),
    weekdays: z.array(z.enum(WEEKDAYS)).optional().describe('Left empty: it runs every day of the week'),
    closures: z.array(closureSchema).default([]),
    fullDays: z.array(isoDateSchema).default([]).describe('Single days when it is booked out'),
  })
  .superRefine((calendar, ctx) => {
    if (calendar.weekdays && new Set(calendar.weekdays).size !== calendar.weekdays.length) {
      ctx.addIssue({
        code: 'custom',
        path: ['weekdays'],
        input: calendar.weekdays,
        message: 'a day is named twice',
      });
    }
    calendar.closures.forEach((closure, index) => {
      if (closure.to < closure.from) {
        ctx.addIssue({
          code: 'custom',
          path: ['closures', index, 'to'],
          input: closure.to,
          message: `ends before it starts (${closure.from}): the last day comes after the first`,
        });
      }
    });
    // Closures that overlap or touch close one span: none may close the trip for a whole year.
    const spans = calendar.closures
      .map((closure, index) => ({ from: dayNumber(closure.from), to: dayNumber(closure.to), index }))
      .filter((span) => span.to >= span.from)
      .sort((a, b) => a.from - b.from);
    let run: { from: number; to: number; index: number } | undefined;
    for (const span of spans) {
      run =
        run && span.from <= run.to + 1 ? { ...run, to: Math.max(run.to, span.to), index: span.index } : span;
      if (run.to - run.from + 1 > LONGEST_CLOSURE_DAYS) {
        ctx.addIssue({
          code: 'custom',
          path: ['closures', run.index, 'to'],
          input: calendar.closures[run.index]?.to,
          message: `closes the trip for more than a year: shorten it, or tick "Coming soon" or switch off "Offered in the enquiry form" to say it does not run`,
        });
        break;
      }
    }
    const seen = new Set<string>();
    calendar.fullDays.forEach((day, index) => {
      if (seen.has(day)) {
        ctx.addIssue({
          code: 'custom',
          path: ['fullDays', index],
          input: day,
          message: `${day} is listed twice`,
        });
      }
      seen.add(day);
    });
  })
  .describe('When it runs; left empty, every day');

/** Whether the enquiry form offers this trip (its card's "Enquire" link ticks it). */
const inEnquiryFormSchema = z
  .boolean()
  .default(true)
  .describe('Offered in the enquiry form under its name; off leaves it out');

/** A list of detail sections whose headings differ, e.g. "Trail facts" or a camp's "Day 1". */
const sectionsSchema = z
  .array(switchSectionSchema)
  .superRefine((sections, ctx) => {
    const headings = sections.map((s) => s.heading);
    headings.forEach((heading, index) => {
      if (headings.indexOf(heading) !== index) {
        ctx.addIssue({
          code: 'custom',
          path: [index, 'heading'],
          input: heading,
          message: `duplicate heading "${heading}"`,
        });
      }
    });
  })
  .default([])
  .describe('Detail sections shown when the card is expanded with "Explore"; "Day 1", "Day 2"… are the days');

/** A trip's place on its group's page: 1 first. Trips without one follow, by name. */
const orderSchema = z
  .preprocess(blankToUndefined, z.int('write a whole number, e.g. 3').positive().optional())
  .describe("The trip's place on its group's page, 1 first; trips without one come last, by name");

/**
 * One trek, camp or activity: every trip has this shape, each in a file of its own whose name is the trip's
 * id (content/data/treks/letchmi-hills.json). What a group's page does not show is optional (an activity has
 * no card facts); the group's own rules (`TripRules`) say which parts it needs.
 */
export const tripFileSchema = z.object({
  order: orderSchema,
  name: textSchema,
  tagline: textSchema.describe('One line under the name, and the description search engines show'),
  description: optionalTextSchema.describe(
    'Two or three sentences; the adventure page shows them under its carousel',
  ),
  image: imagePath.describe('Card picture, a shipped /media/... path'),
  location: optionalTextSchema,
  duration: z.preprocess(blankToUndefined, durationSchema.optional()),
  level: z.preprocess(blankToUndefined, levelSchema.optional()),
  rate: rateSchema,
  comingSoon: z
    .boolean()
    .default(false)
    .describe('True shows the "Coming Soon..." badge and hides the enquiry button'),
  inEnquiryForm: inEnquiryFormSchema,
  highlights: z.array(textSchema).default([]).describe('Bullet list on the collapsed card'),
  optional: optionalTextSchema.describe('An extra line for the card, e.g. "Morning or afternoon slots"'),
  pdfLink: z
    .preprocess(blankToUndefined, z.url({ protocol: /^https$/ }).optional())
    .describe('External brochure URL; leave undefined: the build generates brochures from this data'),
  switchData: sectionsSchema,
  calendar: calendarSchema.optional(),
  ...tripPageFields,
});

/** A trip as the site reads it: its file, with the file's name as its id. */
export const tripSchema = tripFileSchema.extend({
  id: slugSchema.describe('The file name: links, the enquiry form and brochure file names use it'),
});

/** What a group's page needs of each of its trips, beyond the shape every trip has. */
export type TripRules = {
  /** What one of the group's trips is called in a message: "trek", "camp". */
  noun: string;
  /** The trip is shown as a card with facts, highlights and "Explore" sections. */
  card?: boolean;
  /** A trip that is not coming soon must have a price. */
  priced?: boolean;
};

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
    if (trip.switchData.length < 2) problem('switchData', `${card} needs at least two detail sections`);
  }
  if (rules.priced && !trip.comingSoon && trip.rate === null) {
    problem('rate', `a bookable ${rules.noun} needs a price (or tick "Coming soon")`);
  }
}

/** One trip's file with its group's rules: what the editor checks before it saves a trip. */
export function groupTripFileSchema(rules: TripRules) {
  return tripFileSchema.superRefine((trip, ctx) => tripRules(trip, rules, ctx));
}

/** A group's trips together: one shape, names and ids that differ, and the group's own rules. */
export function tripListSchema(rules: TripRules) {
  return uniqueList(tripSchema, ['id', 'name']).superRefine((trips, ctx) => {
    trips.forEach((trip, index) => tripRules(trip, rules, ctx, [index]));
  });
}

/** Treks and camps are cards with facts; a camp's price is required unless it is coming soon. */
export const TRIP_FOLDERS = {
  treks: { folder: 'content/data/treks', rules: { noun: 'trek', card: true } },
  camps: { folder: 'content/data/camps', rules: { noun: 'camp', card: true, priced: true } },
  activities: { folder: 'content/data/activities', rules: { noun: 'activity' } },
} as const satisfies Record<string, { folder: string; rules: TripRules }>;

export const treksSchema = tripListSchema(TRIP_FOLDERS.treks.rules);
export const campsSchema = tripListSchema(TRIP_FOLDERS.camps.rules);
export const adventureActivitiesSchema = tripListSchema(TRIP_FOLDERS.activities.rules);

export const guidelineSchema = z.object({
  id: slugSchema,
  title: textSchema.describe('Accordion summary'),
  body: textSchema.describe('Accordion panel text'),
});
export const guidelinesSchema = uniqueList(guidelineSchema, 'id');

/** A titled short paragraph: benefits, reasons, why-choose-us, what's included, safety tips. */
export const pointSchema = z.object({
  title: textSchema,
  desc: textSchema,
});
export const pointsSchema = uniqueList(pointSchema, 'title');

export const bunnyBudsActivitySchema = z.object({
  id: slugSchema,
  title: textSchema,
  desc: textSchema,
  imagePath: imagePath,
});
export const bunnyBudsActivitiesSchema = uniqueList(bunnyBudsActivitySchema, 'id');

export const learningOutcomeListSchema = z.object({
  heading: textSchema,
  items: z.array(textSchema).min(3),
});

export const bunnyBudsSchema = z.object({
  description: z.array(textSchema).min(1).describe('Paragraphs under the banner'),
  reasons: pointsSchema.describe('Reasons to choose Bunny Buds'),
  activities: bunnyBudsActivitiesSchema,
  learningOutcomes: uniqueList(learningOutcomeListSchema, 'heading'),
});

export const promoSlideSchema = z.object({
  imagePath: imagePath.describe('Background picture of the slide'),
  name: textSchema,
  tagline: textSchema,
});
export const promoSlidesSchema = uniqueList(promoSlideSchema, 'name');

export const heroSchema = z.object({
  headline: textSchema,
  tagline: textSchema,
  video: videoPath.describe('Looping muted background video, a /media/video/... key of the manifest'),
});

export const introTextSchema = z.object({
  heading: textSchema,
  paragraph: textSchema,
});

export const highlightsSchema = z.object({
  caption: textSchema,
  video: videoPath,
});

export const timelineOfferingSchema = z.object({
  id: slugSchema,
  name: textSchema,
  blurb: textSchema,
  imgPath: imagePath,
  path: routeSchema.describe('Route the offering links to'),
});
export const timelineSchema = uniqueList(timelineOfferingSchema, 'id');

export const experienceThemeSchema = z.object({
  id: slugSchema,
  name: textSchema,
  desc: textSchema,
  imgPath: imagePath,
});
export const themesSchema = uniqueList(experienceThemeSchema, 'id');

export const thingToEnjoySchema = z.object({
  name: textSchema,
  img: imagePath,
  desc: textSchema.max(120).describe('One short sentence'),
});
/** The first item is selected when the page opens; the order of the list is the order on the page. */
export const thingsToEnjoySchema = uniqueList(thingToEnjoySchema, 'name').max(5);

export const reviewSchema = z.object({
  id: z.int().positive(),
  name: textSchema
    .refine((s) => s.includes(', '), 'write the reviewer as "Name, City", e.g. "Anjali R., Kochi"')
    .describe('Reviewer name with city'),
  review: textSchema.describe('Full text; cards cut it at 280 characters and show the rest on demand'),
  treks: z
    .array(slugSchema)
    .optional()
    .describe('Ids of the treks the review is about; shown on their pages'),
  camps: z.array(slugSchema).optional().describe('Ids of the camps the review is about'),
  activities: z.array(slugSchema).optional().describe('Ids of the adventure activities the review is about'),
});
export const reviewsSchema = uniqueList(reviewSchema, 'id');

export const galleryItemSchema = z.object({
  path: imagePath,
  title: textSchema.describe('Caption title, also the slide counter label'),
  alt: textSchema.describe('What the picture shows, for screen readers'),
});
export const gallerySchema = uniqueList(galleryItemSchema, 'path');

export const navigationItemSchema = z.object({
  id: slugSchema,
  name: textSchema,
  path: routeSchema,
});
export const navigationSchema = uniqueList(navigationItemSchema, 'id');

export const pageCopySchema = z.object({
  title: textSchema.describe('The document <title>'),
  description: textSchema
    .min(120, 'the description for search engines needs at least 120 characters')
    .max(160, 'the description for search engines may have at most 160 characters'),
  heading: textSchema.describe('The page h1, shown on the banner'),
  subheading: textSchema,
  banner: imagePath,
});

export const pagesSchema = z.object({
  home: pageCopySchema,
  trekking: pageCopySchema,
  camping: pageCopySchema,
  adventure: pageCopySchema,
  bunnyBuds: pageCopySchema,
  glamping: pageCopySchema,
  notFound: pageCopySchema,
});

/** One e-mail rule, the same in the editor's field (config.yml repeats this pattern) and the build. */
export const EMAIL_PATTERN = z.regexes.email;
const EMAIL_MESSAGE = 'must be an e-mail address such as hello@example.com';

/** A phone number typed any common Indian way, stored and shown as "+91 98470 12345". */
export const phoneSchema = z.string().transform((typed, ctx) => {
  const canonical = normalisePhone(typed);
  if (canonical === null) {
    ctx.addIssue({
      code: 'custom',
      input: typed,
      message: 'must be a phone number such as 098470 12345 or +91 98470 12345',
    });
    return z.NEVER;
  }
  return canonical;
});

export const siteSchema = z.object({
  name: textSchema.describe('The brand name, in the header, the footer and every page title'),
  shortName: textSchema.describe('For the home-screen icon label'),
  blurb: textSchema.describe('The paragraph in the footer'),
  phone: phoneSchema.describe('The phone number, shown everywhere and called from the site'),
  whatsapp: z
    .preprocess((value) => (value === '' ? undefined : value), phoneSchema.optional())
    .describe('The WhatsApp number, when it is not the phone number'),
  email: z.email(EMAIL_MESSAGE).describe('The e-mail address shown on the site'),
  instagramUrl: z.url({ protocol: /^https$/ }).describe('The Instagram profile'),
  address: z.object({
    locality: textSchema,
    city: textSchema,
    region: textSchema,
    district: textSchema,
    postalCode: z.string().regex(/^\d{6}$/, 'must be a six-digit PIN code'),
    country: z.string().regex(/^[A-Z]{2}$/, 'must be a two-letter country code such as "IN"'),
  }),
  geo: z.object({
    latitude: z.number().min(-90).max(90),
    longitude: z.number().min(-180).max(180),
  }),
  navigation: navigationSchema.describe('The menu items, in order'),
  privacyContact: optionalTextSchema.describe(
    'The person who answers questions about personal data; the privacy page names them with the phone and e-mail above',
  ),
});

/* One schema per data file in content/data/: what the CMS edits and the build validates. */

export const treksFileSchema = z.object({
  benefits: pointsSchema.describe('Benefits of trekking'),
  whyChooseUs: pointsSchema,
});

export const campsFileSchema = z.object({
  benefits: pointsSchema.describe('Benefits of camping'),
  included: pointsSchema.describe("What's included in every camp"),
  whyChooseUs: pointsSchema,
});

export const adventureFileSchema = z.object({
  guidelines: guidelinesSchema,
  safetyTips: pointsSchema,
});

export const bunnyBudsFileSchema = bunnyBudsSchema.extend({
  promo: textSchema.describe('The sentence beside the Bunny Buds slides on the home page'),
  promoSlides: promoSlidesSchema,
});

export const homeFileSchema = z.object({
  hero: heroSchema,
  introText: introTextSchema,
  timeline: timelineSchema,
  themes: themesSchema,
  thingsToEnjoy: thingsToEnjoySchema,
  highlights: highlightsSchema,
});

export const reviewsFileSchema = z.object({ reviews: reviewsSchema });

const reviewTripFields = { treks: 'trek', camps: 'camp', activities: 'activity' } as const;

/** The same shape, with each trip a review names checked against the real ids of its group. */
export function reviewsFileSchemaFor(ids: Record<keyof typeof reviewTripFields, readonly string[]>) {
  return reviewsFileSchema.superRefine((file, ctx) => {
    file.reviews.forEach((review, index) => {
      for (const [field, noun] of Object.entries(reviewTripFields) as [
        keyof typeof reviewTripFields,
        string,
      ][]) {
        review[field]?.forEach((id, position) => {
          if (ids[field].includes(id)) return;
          ctx.addIssue({
            code: 'custom',
            path: ['reviews', index, field, position],
            input: id,
            message: `no ${noun} with the id "${id}" (the ids are ${ids[field].join(', ')})`,
          });
        });
      }
    });
  });
}
export const galleryFileSchema = z.object({ gallery: gallerySchema });

/** Each data file and its schema; the CMS config must offer a field for every field here. */
export const contentFiles = {
  'content/data/treks.json': treksFileSchema,
  'content/data/camps.json': campsFileSchema,
  'content/data/adventure.json': adventureFileSchema,
  'content/data/bunny-buds.json': bunnyBudsFileSchema,
  'content/data/home.json': homeFileSchema,
  'content/data/reviews.json': reviewsFileSchema,
  'content/data/gallery.json': galleryFileSchema,
  'content/data/pages.json': pagesSchema,
  'content/data/site.json': siteSchema,
  'content/data/privacy.json': privacyFileSchema,
  'content/data/footer.json': footerFileSchema,
  'content/data/outbox.json': outboxWordsSchema,
} satisfies Record<string, z.ZodType>;

export type ContentFile = keyof typeof contentFiles;

/** Each folder of trips, one file per trip, and the schema the editor checks one of its files with. */
export const contentFolders: Record<string, z.ZodType> = Object.fromEntries(
  Object.values(TRIP_FOLDERS).map(({ folder, rules }) => [folder, groupTripFileSchema(rules)]),
);

export type Level = z.infer<typeof levelSchema>;
export type SwitchSection = z.infer<typeof switchSectionSchema>;
export type TripCalendar = z.infer<typeof calendarSchema>;
export type Closure = z.infer<typeof closureSchema>;
export type Weekday = (typeof WEEKDAYS)[number];
/** A trek, camp or activity as its content file holds it. */
export type TripEntry = z.infer<typeof tripSchema>;
export type Guideline = z.infer<typeof guidelineSchema>;
export type Point = z.infer<typeof pointSchema>;
export type BunnyBudsActivity = z.infer<typeof bunnyBudsActivitySchema>;
export type LearningOutcomeList = z.infer<typeof learningOutcomeListSchema>;
export type BunnyBuds = z.infer<typeof bunnyBudsSchema>;
export type PromoSlide = z.infer<typeof promoSlideSchema>;
export type Hero = z.infer<typeof heroSchema>;
export type IntroText = z.infer<typeof introTextSchema>;
export type Highlights = z.infer<typeof highlightsSchema>;
export type TimelineOffering = z.infer<typeof timelineOfferingSchema>;
export type ExperienceTheme = z.infer<typeof experienceThemeSchema>;
export type ThingToEnjoy = z.infer<typeof thingToEnjoySchema>;
export type Review = z.infer<typeof reviewSchema>;
export type FaqEntry = z.infer<typeof faqEntrySchema>;
export type Photo = z.infer<typeof photoSchema>;
export type SwitchPoint = z.infer<typeof switchPointSchema>;
export type GalleryItem = z.infer<typeof galleryItemSchema>;
export type NavigationItem = z.infer<typeof navigationItemSchema>;
export type PageCopy = z.infer<typeof pageCopySchema>;
export type Pages = z.infer<typeof pagesSchema>;
export type PageKey = keyof Pages;
/**
 * A trip the enquiry form offers: its name, also sent in the e-mail, the id its card links with, and when it
 * runs (the date picker's closed days).
 */
export type EnquiryOption = { label: string; packageId: string; calendar?: TripCalendar };
export type EnquiryOptions = Record<'trekking' | 'camping' | 'adventure', EnquiryOption[]>;
export type Site = z.infer<typeof siteSchema>;
