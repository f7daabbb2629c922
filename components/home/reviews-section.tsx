import { Carousel } from '@/components/carousel/carousel';
import { ReviewCard } from '@/components/reviews/review-card';
import { SectionHeading } from '@/components/ui/section-heading';
import { reviews } from '@/content/reviews';
import { translator } from '@/lib/i18n/dictionary';
import type { Lang } from '@/content/languages';

/** Client Reviews: a looping slider of the eight testimonials. */
export function ReviewsSection({ lang }: { lang: Lang }) {
  const t = translator(lang);
  return (
    <section aria-labelledby="reviews-heading" className="py-16 sm:py-24">
      <div className="mx-auto max-w-content px-4 sm:px-6">
        <SectionHeading id="reviews-heading" eyebrow={t('Client Reviews')} title={t('What our guests say')} />
        <Carousel
          label="Client reviews"
          name={t('Client reviews')}
          lang={lang}
          slides={reviews.map((review) => (
            <ReviewCard
              key={review.id}
              review={review}
              words={{ more: t('Read more'), less: t('Show less'), lang }}
            />
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
