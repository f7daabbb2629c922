import { Carousel } from '@/components/carousel/carousel';
import { ReviewCard } from '@/components/reviews/review-card';
import { SectionHeading } from '@/components/ui/section-heading';
import { reviews } from '@/content/reviews';

/** Client Reviews: a looping slider of the eight testimonials. */
export function ReviewsSection() {
  return (
    <section aria-labelledby="reviews-heading" className="py-16 sm:py-24">
      <div className="mx-auto max-w-content px-4 sm:px-6">
        <SectionHeading id="reviews-heading" eyebrow="Client Reviews" title="What our guests say" />
        <Carousel
          label="Client reviews"
          slides={reviews.map((review) => (
            <ReviewCard key={review.id} review={review} />
          ))}
          perView={[1, 2, 3]}
          loop
          dots
          className="mt-10"
        />
      </div>
    </section>
  );
}
