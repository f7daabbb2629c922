import { z } from 'zod';
import { imagePath, videoPath } from './media';

/** Visible copy: never empty, surrounding whitespace trimmed. */
export const textSchema = z.string().trim().min(1);

export const slugSchema = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a kebab-case slug such as "kolukkumalai-sunrise"');

/**
 * An optional line of copy. The CMS saves a cleared field as "", which means "not set" here, so
 * emptying a field in the browser never stops the build.
 */
const optionalTextSchema = z.preprocess((value) => (value === '' ? undefined : value), textSchema.optional());

/** A site route such as "/trekking". */
const routeSchema = z.string().regex(/^\/[a-z0-9-/]*$/, 'must be a site route such as "/trekking"');

/**
 * A list whose entries must differ in `key`. The duplicate is reported on the
 * later entry, so the error names the entry to fix.
 */
function uniqueList<T extends z.ZodType>(item: T, key: keyof z.output<T> & string, min = 1) {
  return z
    .array(item)
    .min(min)
    .superRefine((entries, ctx) => {
      const firstIndex = new Map<unknown, number>();
      entries.forEach((entry, index) => {
        const value = (entry as Record<string, unknown>)[key];
        const first = firstIndex.get(value);
        if (first === undefined) {
          firstIndex.set(value, index);
        } else {
          ctx.addIssue({
            code: 'custom',
            path: [index, key],
            input: value,
            message: `duplicate ${key} ${JSON.stringify(value)} (already used by entry ${first})`,
          });
        }
      });
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

const packageFields = {
  id: slugSchema.describe('Stable slug from the name; enquiry options and brochure file names refer to it'),
  name: textSchema,
  tagline: textSchema,
  imgPath: imagePath.describe('Card picture, a shipped /media/... path'),
  location: textSchema,
  duration: durationSchema,
  highlights: z.array(textSchema).min(3).describe('Bullet list on the collapsed card'),
  switchData: z
    .array(switchSectionSchema)
    .min(2)
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
    .describe('Detail sections shown when the card is expanded with "Explore"'),
  level: levelSchema,
  optional: optionalTextSchema.describe('An extra line for the card, e.g. "Morning or afternoon slots"'),
  pdfLink: z
    .preprocess((value) => (value === '' ? undefined : value), z.url({ protocol: /^https$/ }).optional())
    .describe('External brochure URL; leave undefined: the build generates brochures from this data'),
  ...tripPageFields,
};

export const trekPackageSchema = z.object({
  ...packageFields,
  rate: z
    .null()
    .default(null)
    .describe('Treks are priced on enquiry, so no per-person rate is shown; the data files leave it out'),
});

/** Section headings every camp shows, in this order. */
export const campSectionHeadings = [
  'Day 1',
  'Day 2',
  'Inclusions',
  'Exclusions',
  'Optional or On-request extras',
] as const;

export const campPackageSchema = z
  .object({
    ...packageFields,
    rate: z
      // A cleared number field arrives from the CMS as "" or not at all: both mean "unpriced".
      .preprocess(
        (value) => (value === '' || value === undefined ? null : value),
        z.int().positive().nullable(),
      )
      .describe('Per-person rate in rupees for the whole camp; null while unpriced'),
    comingSoon: z.boolean().describe('True shows the "Coming Soon..." badge and hides the enquiry button'),
  })
  .superRefine((camp, ctx) => {
    if (!camp.comingSoon && camp.rate === null) {
      ctx.addIssue({
        code: 'custom',
        path: ['rate'],
        input: camp.rate,
        message: 'a bookable camp needs a rate',
      });
    }
    const headings = camp.switchData.map((s) => s.heading);
    if (headings.join('|') !== campSectionHeadings.join('|')) {
      ctx.addIssue({
        code: 'custom',
        path: ['switchData'],
        input: headings,
        message: `camp sections must be exactly ${campSectionHeadings.map((h) => `"${h}"`).join(', ')}; got ${headings.map((h) => `"${h}"`).join(', ')}`,
      });
    }
  });

export const treksSchema = uniqueList(trekPackageSchema, 'id');
export const campsSchema = uniqueList(campPackageSchema, 'id');

export const adventureActivitySchema = z.object({
  id: slugSchema,
  name: textSchema,
  imgPath: imagePath,
  desc: textSchema.describe('Two or three sentences; shown under the carousel for the next slide'),
  ...tripPageFields,
});
export const adventureActivitiesSchema = uniqueList(adventureActivitySchema, 'id');

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
  id: z.int().min(0).max(4).describe('Position 0–4; id 0 is selected by default'),
  name: textSchema,
  img: imagePath,
  desc: textSchema.max(120).describe('One short sentence'),
});
export const thingsToEnjoySchema = uniqueList(thingToEnjoySchema, 'id').superRefine((items, ctx) => {
  items.forEach((item, index) => {
    if (item.id !== index) {
      ctx.addIssue({
        code: 'custom',
        path: [index, 'id'],
        input: item.id,
        message: `ids must run 0, 1, 2… in order; expected ${index}`,
      });
    }
  });
});

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
    .min(120, 'meta description should be at least 120 characters')
    .max(160, 'meta description should be at most 160 characters'),
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

function optionListSchema(packageId: z.ZodType<string>) {
  return uniqueList(
    z.object({
      label: textSchema.describe('Checkbox label, also the value sent in the enquiry e-mail'),
      packageId: packageId.describe('Id of the trek, camp or activity this option names'),
    }),
    'label',
  );
}

export const enquiryOptionsSchema = z.object({
  trekking: optionListSchema(slugSchema),
  camping: optionListSchema(slugSchema),
  adventure: optionListSchema(slugSchema),
});

type Ids = readonly [string, ...string[]];

/** The same shape, with each packageId checked against the real ids of its group. */
export function enquiryOptionsSchemaFor(ids: { trekking: Ids; camping: Ids; adventure: Ids }) {
  return z.object({
    trekking: optionListSchema(z.enum(ids.trekking)),
    camping: optionListSchema(z.enum(ids.camping)),
    adventure: optionListSchema(z.enum(ids.adventure)),
  });
}

export const siteSchema = z.object({
  name: textSchema.describe('The brand name, in the header, the footer and every page title'),
  shortName: textSchema.describe('For the home-screen icon label'),
  blurb: textSchema.describe('The paragraph in the footer'),
  phone: textSchema.describe('Default phone number; NEXT_PUBLIC_PHONE overrides it'),
  email: z.email().describe('Default e-mail address; NEXT_PUBLIC_EMAIL overrides it'),
  instagramUrl: z
    .url({ protocol: /^https$/ })
    .describe('Default Instagram profile; NEXT_PUBLIC_INSTAGRAM_URL overrides it'),
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
});

/* One schema per data file in content/data/: what the CMS edits and the build validates. */

export const treksFileSchema = z.object({
  treks: treksSchema,
  benefits: pointsSchema.describe('Benefits of trekking'),
  whyChooseUs: pointsSchema,
});

export const campsFileSchema = z.object({
  camps: campsSchema,
  benefits: pointsSchema.describe('Benefits of camping'),
  included: pointsSchema.describe("What's included in every camp"),
  whyChooseUs: pointsSchema,
});

export const adventureFileSchema = z.object({
  activities: adventureActivitiesSchema,
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
  'content/data/enquiry-options.json': enquiryOptionsSchema,
} satisfies Record<string, z.ZodType>;

export type ContentFile = keyof typeof contentFiles;

export type Level = z.infer<typeof levelSchema>;
export type SwitchSection = z.infer<typeof switchSectionSchema>;
export type TrekPackage = z.infer<typeof trekPackageSchema>;
export type CampPackage = z.infer<typeof campPackageSchema>;
export type AdventureActivity = z.infer<typeof adventureActivitySchema>;
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
export type EnquiryOptions = z.infer<typeof enquiryOptionsSchema>;
export type EnquiryOption = EnquiryOptions['trekking'][number];
export type Site = z.infer<typeof siteSchema>;
