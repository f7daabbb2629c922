import { PageFrame } from '@/components/layout/page-frame';
import { JsonLd } from '@/components/seo/json-ld';
import { fallbackLang } from '@/content/localize';
import type { Lang } from '@/content/languages';
import { tripStructuredData } from '@/lib/structured-data';
import { relatedTrips, tripPath, tripReviews } from '@/lib/trips/links';
import { tripsIn } from '@/lib/trips/trips';
import type { Trip } from '@/lib/trips/trips';
import { RelatedTrips } from './related-trips';
import { TripBanner } from './trip-banner';
import { TripBrochure } from './trip-brochure';
import { TripCalendar } from './trip-calendar';
import { TripEnquiry } from './trip-enquiry';
import { TripEssentials } from './trip-essentials';
import { TripFacts } from './trip-facts';
import { TripFaq } from './trip-faq';
import { TripGallery } from './trip-gallery';
import { TripItinerary } from './trip-itinerary';
import { TripReviews } from './trip-reviews';

/** A trek's, camp's or activity's own page, its parts in the order a visitor needs them. */
export function TripPage({ trip, lang }: { trip: Trip; lang: Lang }) {
  return (
    <PageFrame lang={lang} path={tripPath(trip)}>
      <TripBanner trip={trip} lang={lang} />
      <div className="trip-layout">
        <div className="min-w-0 space-y-14 pb-14">
          {trip.description ? (
            <p
              lang={fallbackLang(lang, trip.description)}
              className="max-w-3xl text-lg leading-relaxed text-pretty text-ink-soft"
            >
              {trip.description}
            </p>
          ) : null}
          <TripFacts trip={trip} lang={lang} />
          <TripCalendar trip={trip} lang={lang} />
          <TripItinerary trip={trip} lang={lang} />
          <TripEssentials trip={trip} lang={lang} />
          <TripGallery trip={trip} lang={lang} />
          <TripBrochure trip={trip} lang={lang} />
          <TripReviews reviews={tripReviews(trip)} lang={lang} />
          <TripFaq faq={trip.faq} lang={lang} />
        </div>
        <TripEnquiry trip={trip} lang={lang} />
      </div>
      <RelatedTrips trips={relatedTrips(trip, tripsIn(lang))} lang={lang} />
      <JsonLd data={tripStructuredData(trip, lang)} />
    </PageFrame>
  );
}
