import type { Review } from '@/content/schemas';
import { TripSection } from './trip-section';

/** What guests wrote about this trip, in full: a trip page has the room the home page's slider has not. */
export function TripReviews({ reviews }: { reviews: Review[] }) {
  if (!reviews.length) return null;
  return (
    <TripSection id="reviews" title="What guests say">
      <div className="grid items-start gap-5 md:grid-cols-2">
        {reviews.map((review) => (
          <figure key={review.id} className="review-card">
            <blockquote>
              <p className="leading-relaxed text-pretty text-ink-soft">“{review.review}”</p>
            </blockquote>
            <figcaption className="font-bold text-forest">{review.name}</figcaption>
          </figure>
        ))}
      </div>
    </TripSection>
  );
}
