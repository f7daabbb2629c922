import type { Review } from '@/content/schemas';
import { TripSection } from './trip-section';
import { translator } from '@/lib/i18n/dictionary';
import type { Lang } from '@/content/languages';

/** What guests wrote about this trip, in full: a trip page has the room the home page's slider has not. */
export function TripReviews({ reviews, lang }: { reviews: Review[]; lang: Lang }) {
  if (!reviews.length) return null;
  return (
    <TripSection id="reviews" title={translator(lang)('What guests say')}>
      <div className="grid items-start gap-5 md:grid-cols-2">
        {reviews.map((review) => (
          <figure key={review.id} lang={review.language ?? 'en'} className="review-card">
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
