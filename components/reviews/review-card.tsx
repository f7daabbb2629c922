import type { Review } from '@/content/schemas';
import { truncate } from '@/lib/truncate';
import { ReviewText } from './review-text';

/** One testimonial: text (cut at 280 characters), reviewer and a generic avatar. */
export function ReviewCard({ review }: { review: Review }) {
  const preview = truncate(review.review);
  return (
    <figure className="review-card">
      <blockquote>
        {preview.cut ? (
          <ReviewText id={`review-${review.id}-full`} preview={preview.text} full={review.review} />
        ) : (
          <p className="leading-relaxed text-ink-soft">“{review.review}”</p>
        )}
      </blockquote>
      <figcaption className="flex items-center gap-3">
        {/* eslint-disable-next-line @next/next/no-img-element -- a 1 KB SVG needs no srcset */}
        <img
          src="/media/avatar.svg"
          alt=""
          width={44}
          height={44}
          loading="lazy"
          className="size-11 rounded-full bg-mist"
        />
        <span className="font-bold text-forest">{review.name}</span>
      </figcaption>
    </figure>
  );
}
