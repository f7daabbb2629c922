import { z } from 'zod';
import { TRIP_GROUPS, TRIP_GROUP_IDS, type ReviewField } from '../trip-groups';
import { slugSchema, textSchema, uniqueList } from './primitives';

/** Each group's field of a review: the ids of its trips the review is about, shown on their pages. */
const tripFields = Object.fromEntries(
  TRIP_GROUP_IDS.map((id) => {
    const { reviewField, plural } = TRIP_GROUPS[id];
    return [reviewField, z.array(slugSchema).optional().describe(`Ids of the ${plural} the review is about`)];
  }),
) as Record<ReviewField, z.ZodOptional<z.ZodArray<typeof slugSchema>>>;

export const reviewSchema = z.object({
  id: z.int().positive(),
  name: textSchema
    .refine((s) => s.includes(', '), 'write the reviewer as "Name, City", e.g. "Anjali R., Kochi"')
    .describe('Reviewer name with city'),
  review: textSchema.describe('Full text; cards cut it at 280 characters and show the rest on demand'),
  language: z
    .enum(['en', 'ml', 'ta'])
    .default('en')
    .describe(
      'The language the guest wrote in: a review is shown in their words on every page, never translated',
    ),
  ...tripFields,
});
export const reviewsSchema = uniqueList(reviewSchema, 'id');

export const reviewsFileSchema = z.object({ reviews: reviewsSchema });

/** The same shape, with each trip a review names checked against the real ids of its group. */
export function reviewsFileSchemaFor(ids: Record<ReviewField, readonly string[]>) {
  return reviewsFileSchema.superRefine((file, ctx) => {
    file.reviews.forEach((review, index) => {
      for (const group of Object.values(TRIP_GROUPS)) {
        const field = group.reviewField;
        review[field]?.forEach((id, position) => {
          if (ids[field].includes(id)) return;
          ctx.addIssue({
            code: 'custom',
            path: ['reviews', index, field, position],
            input: id,
            message: `no ${group.noun} with the id "${id}" (the ids are ${ids[field].join(', ')})`,
          });
        });
      }
    });
  });
}

export type Review = z.infer<typeof reviewSchema>;
