import { MediaImage } from '@/components/media/media-image';
import { tripPrice } from '@/lib/seo';
import { TRIP_GROUPS } from '@/content/trip-groups';
import { tripPath } from '@/lib/trips/links';
import type { Trip } from '@/lib/trips/trips';
import { localePath } from '@/content/languages';
import { translator } from '@/lib/i18n/dictionary';
import type { Lang } from '@/content/languages';

/** Two or three other trips, each a card linking to its page. */
export function RelatedTrips({ trips, lang }: { trips: Trip[]; lang: Lang }) {
  const t = translator(lang);
  if (!trips.length) return null;
  return (
    <section aria-labelledby="related-heading" className="bg-mist py-16 sm:py-20">
      <div className="mx-auto max-w-content px-4 sm:px-6">
        <h2 id="related-heading" className="text-2xl font-extrabold tracking-tight text-forest sm:text-3xl">
          {t('You may also like')}
        </h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {trips.map((trip) => (
            <li key={`${trip.group}-${trip.id}`}>
              <a
                href={localePath(lang, tripPath(trip))}
                className="group flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-forest/10 transition-shadow hover:shadow-lg"
              >
                <MediaImage
                  src={trip.image}
                  alt=""
                  sizes="(min-width: 1024px) 24rem, (min-width: 640px) 50vw, 100vw"
                  className="aspect-[16/10] w-full transition-transform duration-700 group-hover:scale-105"
                />
                <span className="flex flex-1 flex-col gap-1 p-5">
                  <span className="text-xs font-bold tracking-wider text-lime-ink uppercase">
                    {t(TRIP_GROUPS[trip.group].title)}
                  </span>
                  <span className="text-xl font-extrabold text-forest">{trip.name}</span>
                  <span className="text-sm text-ink-soft">{tripPrice(trip, t)}</span>
                </span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
