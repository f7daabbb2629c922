import type { Review } from '@/content/schemas';
import { truncate } from '@/lib/truncate';
import { ReviewText, type ReviewWords } from './review-text';

/** One testimonial: text (cut at 280 characters), reviewer and a generic avatar. */
/* In the words and the language the guest wrote, on every page: a review is never translated. */
export function ReviewCard({ review, words }: { review: Review; words: ReviewWords }) {
  const preview = truncate(review.review);
  return (
    <figure lang={review.language} className="review-card">
      <blockquote>
        {preview.cut ? (
          <ReviewText
            id={`review-${review.id}-full`}
            preview={preview.text}
            full={review.review}
            words={words}
          />
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
