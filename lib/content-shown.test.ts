import { describe, expect, it } from 'vitest';
import { gallerySlides } from '@/components/gallery/gallery-slides';
import { gallery } from '@/content/home';
import { reviews } from '@/content/reviews';
import { REVIEW_PREVIEW_CHARS, truncate } from './truncate';

/* The site's own content as the components show it; these hold for any content the operator may write. */

describe('the content as shown', () => {
  it('the gallery shows a slide, with every shipped width, for every picture listed', () => {
    const slides = gallerySlides(gallery);
    expect(slides.map((s) => s.alt)).toEqual(gallery.map((g) => g.alt));
    for (const slide of slides) expect(slide.srcSet.length).toBeGreaterThan(0);
  });

  it('cuts a long review on its card, the ellipsis one character past the limit', () => {
    for (const { review } of reviews) {
      const preview = truncate(review);
      expect(preview.cut).toBe(Array.from(review).length > REVIEW_PREVIEW_CHARS);
      expect(Array.from(preview.text).length).toBeLessThanOrEqual(REVIEW_PREVIEW_CHARS + 1);
    }
  });
});
