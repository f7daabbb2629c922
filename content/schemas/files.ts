import { z } from 'zod';
import { footerFileSchema } from './footer';
import { outboxWordsSchema } from './outbox-words';
import { privacyFileSchema } from './privacy';
import {
  bunnyBudsSchema,
  gallerySchema,
  guidelinesSchema,
  heroSchema,
  highlightsSchema,
  introTextSchema,
  pagesSchema,
  promoSlidesSchema,
  themesSchema,
  thingsToEnjoySchema,
  timelineSchema,
} from './page-copy';
import { pointsSchema, textSchema } from './primitives';
import { reviewsFileSchema } from './reviews';
import { siteSchema } from './site-settings';

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
