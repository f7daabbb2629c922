import { z } from 'zod';
import { imagePath, videoPath } from '../media';
import { TRIP_GROUPS, type GroupPageKey } from '../trip-groups';
import { pointsSchema, routeSchema, slugSchema, textSchema, uniqueList, withFormerNames } from './primitives';

export const guidelineSchema = z.object({
  id: slugSchema,
  title: textSchema.describe('Accordion summary'),
  body: textSchema.describe('Accordion panel text'),
});
export const guidelinesSchema = uniqueList(guidelineSchema, 'id');

export const bunnyBudsActivitySchema = withFormerNames(
  z.object({
    id: slugSchema,
    title: textSchema,
    description: textSchema,
    image: imagePath,
  }),
  { desc: 'description', imagePath: 'image' },
);
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

export const promoSlideSchema = withFormerNames(
  z.object({
    image: imagePath.describe('Background picture of the slide'),
    name: textSchema,
    tagline: textSchema,
  }),
  { imagePath: 'image' },
);
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

export const timelineOfferingSchema = withFormerNames(
  z.object({
    id: slugSchema,
    name: textSchema,
    blurb: textSchema,
    image: imagePath,
    path: routeSchema.describe('Route the offering links to'),
  }),
  { imgPath: 'image' },
);
export const timelineSchema = uniqueList(timelineOfferingSchema, 'id');

export const experienceThemeSchema = withFormerNames(
  z.object({
    id: slugSchema,
    name: textSchema,
    description: textSchema,
    image: imagePath,
  }),
  { desc: 'description', imgPath: 'image' },
);
export const themesSchema = uniqueList(experienceThemeSchema, 'id');

export const thingToEnjoySchema = withFormerNames(
  z.object({
    name: textSchema,
    image: imagePath,
    description: textSchema.max(120).describe('One short sentence'),
  }),
  { img: 'image', desc: 'description' },
);
/** The first item is selected when the page opens; the order of the list is the order on the page. */
export const thingsToEnjoySchema = uniqueList(thingToEnjoySchema, 'name').max(5);

export const galleryItemSchema = withFormerNames(
  z.object({
    image: imagePath,
    title: textSchema.describe('Caption title, also the slide counter label'),
    alt: textSchema.describe('What the picture shows, for screen readers'),
  }),
  { path: 'image' },
);
export const gallerySchema = uniqueList(galleryItemSchema, 'image');

export const pageCopySchema = withFormerNames(
  z.object({
    title: textSchema.describe('The document <title>'),
    description: textSchema
      .min(120, 'the description for search engines needs at least 120 characters')
      .max(160, 'the description for search engines may have at most 160 characters'),
    heading: textSchema.describe('The page h1, shown on the banner'),
    subheading: textSchema,
    image: imagePath.describe('The banner picture, also the sharing card'),
  }),
  { banner: 'image' },
);

/** Each group of trips has a page whose copy is under its page key (TRIP_GROUPS). */
const groupPages = Object.fromEntries(
  Object.values(TRIP_GROUPS).map((group) => [group.pageKey, pageCopySchema]),
) as Record<GroupPageKey, typeof pageCopySchema>;

export const pagesSchema = z.object({
  home: pageCopySchema,
  ...groupPages,
  bunnyBuds: pageCopySchema,
  glamping: pageCopySchema,
  notFound: pageCopySchema,
});

export type Guideline = z.infer<typeof guidelineSchema>;
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
export type GalleryItem = z.infer<typeof galleryItemSchema>;
export type Pages = z.infer<typeof pagesSchema>;
