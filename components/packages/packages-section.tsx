import { Carousel } from '@/components/carousel/carousel';
import { OfferSection } from '@/components/offer/offer-section';
import { JsonLd } from '@/components/seo/json-ld';
import { SectionHeading } from '@/components/ui/section-heading';
import { TRIP_GROUPS, type TripGroup } from '@/content/trip-groups';
import { brochureLink } from '@/lib/brochures/brochures';
import { touristTrips } from '@/lib/structured-data';
import { tripsOf, type Trip } from '@/lib/trips/trips';
import { PackageCard } from './package-card';
import { translator, type Translate } from '@/lib/i18n/dictionary';
import { DEFAULT_LANG, type Lang } from '@/content/languages';

type PackagesSectionProps = {
  group: TripGroup;
  title: string;
  eyebrow?: string;
  intro?: string;
  tone?: 'white' | 'mist';
  lang: Lang;
};

/** The label of a brochure link: a generated one states the size of the file the build writes. */
async function cardBrochure(trip: Trip, lang: Lang, t: Translate) {
  const link = await brochureLink(trip);
  if (!link) return null;
  // The brochures are written in English: another language's page says so.
  const words = lang === DEFAULT_LANG ? 'Download brochure (PDF' : 'Download brochure (PDF, English';
  const label = link.size ? t(`${words}, {size})`, { size: link.size }) : t(`${words})`);
  return { href: link.href, label };
}

/** A group's trips as cards in a carousel: it loops, and /route/#<trip-id> opens on that trip. */
export async function PackagesSection({
  group,
  title,
  eyebrow,
  intro,
  tone = 'mist',
  lang,
}: PackagesSectionProps) {
  const t = translator(lang);
  const trips = tripsOf(group, lang);
  const brochures = await Promise.all(trips.map((trip) => cardBrochure(trip, lang, t)));
  const { carouselLabel } = TRIP_GROUPS[group];
  return (
    <OfferSection id="packages" tone={tone}>
      <SectionHeading
        id="packages-heading"
        eyebrow={eyebrow}
        title={title}
        intro={intro ? <p>{intro}</p> : undefined}
      />
      <Carousel
        label={carouselLabel}
        name={t(carouselLabel)}
        lang={lang}
        slides={trips.map((trip, index) => (
          <PackageCard key={trip.id} trip={trip} brochure={brochures[index]!} lang={lang} />
        ))}
        slideIds={trips.map((trip) => trip.id)}
        perView={[1, 2, 3]}
        loop
        className="mt-10"
      />
      <JsonLd data={touristTrips(trips, lang)} />
    </OfferSection>
  );
}
