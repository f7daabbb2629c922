import { z } from 'zod';
import { imagePath } from '../media';
import { calendarSchema } from './calendars';
import { blankToUndefined, levelSchema, optionalTextSchema, textSchema, withFormerNames } from './primitives';

const durationSchema = textSchema
  .refine((s) => !/\d\s*-\s*\d/.test(s), 'write ranges with an en dash, e.g. "3–5 hrs"')
  .describe(
    'Shown as-is on the card, e.g. "3–5 hrs" or "2D & 1N"; the card shows "N/A" only if this is missing',
  );

const detailPointSchema = z.object({
  key: textSchema.describe(
    'Label of the point: a fact name ("Distance") or, in a camp day, a time ("2:00 PM")',
  ),
  value: textSchema,
});

const detailSectionSchema = z.object({
  heading: textSchema.describe(
    'Heading of one detail section shown after "Explore", e.g. "Trail facts" or "Day 1"',
  ),
  points: z.array(detailPointSchema).min(1),
});

const faqEntrySchema = z.object({
  question: textSchema,
  answer: textSchema,
});

const photoSchema = withFormerNames(
  z.object({
    image: imagePath,
    alt: textSchema.describe('What the picture shows, for screen readers; also its caption'),
  }),
  { path: 'image' },
);

/**
 * What a trip's own page shows besides its card: each is optional, and a field left empty shows nothing.
 * The quick facts fall back to the card's detail points of the same name ("Distance", "Elevation",
 * "Start point", "Best season").
 */
const tripPageFields = {
  distance: optionalTextSchema.describe('Quick fact, e.g. "About 10 km round trip"'),
  altitude: optionalTextSchema.describe('Quick fact, e.g. "About 2,640 m at the summit"'),
  startPoint: optionalTextSchema.describe('Quick fact: where the trip starts'),
  bestSeason: optionalTextSchema.describe('Quick fact, e.g. "October to May"'),
  groupSize: optionalTextSchema.describe('Quick fact, e.g. "Up to 12 people"'),
  itinerary: z
    .array(detailPointSchema)
    .optional()
    .describe('The plan of a one-day trip, step by step; a camp shows its Day sections instead'),
  included: z.array(textSchema).optional(),
  notIncluded: z.array(textSchema).optional(),
  carry: z.array(textSchema).optional().describe('What to carry'),
  reach: z
    .array(detailPointSchema)
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

/** Whether the enquiry form offers this trip (its card's "Enquire" link ticks it). */
const inEnquiryFormSchema = z
  .boolean()
  .default(true)
  .describe('Offered in the enquiry form under its name; off leaves it out');

/** A list of detail sections whose headings differ, e.g. "Trail facts" or a camp's "Day 1". */
const sectionsSchema = z
  .array(detailSectionSchema)
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

/** Every field of a trip, as its file holds it (the file's name is its id). */
export const tripFields = {
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
  note: optionalTextSchema.describe('An extra line for the card, e.g. "Morning or afternoon slots"'),
  pdfLink: z
    .preprocess(blankToUndefined, z.url({ protocol: /^https$/ }).optional())
    .describe('External brochure URL; leave undefined: the build generates brochures from this data'),
  sections: sectionsSchema,
  calendar: calendarSchema.optional(),
  ...tripPageFields,
};

export type DetailSection = z.infer<typeof detailSectionSchema>;
export type DetailPoint = z.infer<typeof detailPointSchema>;
export type FaqEntry = z.infer<typeof faqEntrySchema>;
export type Photo = z.infer<typeof photoSchema>;
