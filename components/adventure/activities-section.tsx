import { Carousel } from '@/components/carousel/carousel';
import { ImageSlide } from '@/components/carousel/image-slide';
import { OfferSection } from '@/components/offer/offer-section';
import { SectionHeading } from '@/components/ui/section-heading';
import { tripPath } from '@/lib/trips/links';
import type { Trip } from '@/lib/trips/trips';
import { localePath } from '@/content/languages';
import { translator } from '@/lib/i18n/dictionary';
import type { Lang } from '@/content/languages';
import { TRIP_GROUPS } from '@/content/trip-groups';

type ActivitiesSectionProps = {
  title: string;
  eyebrow?: string;
  intro?: string;
  activities: Trip[];
  lang: Lang;
};

/**
 * One activity at a time, with the one in view named and described under the carousel. Each slide's name
 * links to the activity's own page, so every page is reachable from here, scripts or not.
 */
export function ActivitiesSection({ title, eyebrow, intro, activities, lang }: ActivitiesSectionProps) {
  const t = translator(lang);
  const slides = activities.map((activity) => (
    <ImageSlide
      key={activity.id}
      src={activity.image}
      sizes="(min-width: 1024px) 56rem, 100vw"
      className="sm:aspect-[16/9]"
      captionClassName="from-forest-deep/85 pt-20 text-2xl font-extrabold sm:p-8 sm:text-3xl"
    >
      <a href={localePath(lang, tripPath(activity))} className="rounded underline-offset-4 hover:underline">
        {activity.name}
      </a>
    </ImageSlide>
  ));
  const captions = activities.map((activity, index) => (
    <div key={activity.id} className="rounded-2xl bg-mist p-6 sm:p-8">
      <p className="text-sm font-bold tracking-widest text-lime-ink uppercase">
        {t('Activity {index} of {total}', { index: index + 1, total: activities.length })}
      </p>
      <h3 className="mt-2 text-2xl font-extrabold text-forest">{activity.name}</h3>
      <p className="mt-3 text-lg leading-relaxed text-pretty text-ink-soft">
        {activity.description ?? activity.summary}
      </p>
      <a
        href={localePath(lang, tripPath(activity))}
        aria-label={`Full details: ${activity.name}`}
        className="text-link mt-4 inline-block rounded"
      >
        Full details
      </a>
    </div>
  ));
  return (
    <OfferSection id="activities">
      <SectionHeading
        id="activities-heading"
        align="center"
        eyebrow={eyebrow}
        title={title}
        intro={intro ? <p>{intro}</p> : undefined}
      />
      <Carousel
        label={TRIP_GROUPS.adventure.carouselLabel}
        name={t(TRIP_GROUPS.adventure.carouselLabel)}
        lang={lang}
        slides={slides}
        slideIds={activities.map((activity) => activity.id)}
        captions={captions}
        perView={[1, 1, 1]}
        gap={16}
        className="mx-auto mt-10 max-w-4xl"
      />
    </OfferSection>
  );
}
