import { JsonLd } from '@/components/seo/json-ld';
import { tripStructuredData } from '@/lib/structured-data';
import { relatedTrips, tripReviews } from '@/lib/trips/links';
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
export function TripPage({ trip }: { trip: Trip }) {
  return (
    <>
      <TripBanner trip={trip} />
      <div className="trip-layout">
        <div className="min-w-0 space-y-14 pb-14">
          {trip.description ? (
            <p className="max-w-3xl text-lg leading-relaxed text-pretty text-ink-soft">{trip.description}</p>
          ) : null}
          <TripFacts trip={trip} />
          <TripCalendar trip={trip} />
          <TripItinerary trip={trip} />
          <TripEssentials trip={trip} />
          <TripGallery trip={trip} />
          <TripBrochure trip={trip} />
          <TripReviews reviews={tripReviews(trip)} />
          <TripFaq faq={trip.faq} />
        </div>
        <TripEnquiry trip={trip} />
      </div>
      <RelatedTrips trips={relatedTrips(trip)} />
      <JsonLd data={tripStructuredData(trip)} />
    </>
  );
}
