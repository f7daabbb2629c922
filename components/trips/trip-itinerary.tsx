import type { Trip } from '@/lib/trips/trips';
import { translator } from '@/lib/i18n/dictionary';
import type { Lang } from '@/content/languages';

import { TripSection } from './trip-section';

/** Day by day, each timed step in order, then the highlights. */
export function TripItinerary({ trip, lang }: { trip: Trip; lang: Lang }) {
  const t = translator(lang);
  if (!trip.days.length && !trip.highlights.length) return null;
  return (
    <TripSection id="itinerary" title={t(trip.days.length ? 'Itinerary' : 'Highlights')}>
      {trip.days.map((day, index) => (
        <div key={index} className="mb-8">
          <h3 className="text-sm font-extrabold tracking-wider text-lime-ink uppercase">{t(day.heading)}</h3>
          <ol className="trip-timeline">
            {day.points.map((point, index) => (
              <li key={index}>
                <span className="font-bold text-forest tabular-nums">{point.key}</span>
                <span className="text-ink-soft">{point.value}</span>
              </li>
            ))}
          </ol>
        </div>
      ))}
      {trip.highlights.length ? (
        <>
          {trip.days.length ? (
            <h3 className="text-sm font-extrabold tracking-wider text-lime-ink uppercase">
              {t('Highlights')}
            </h3>
          ) : null}
          <ul className="mt-3 grid gap-3 sm:grid-cols-2">
            {trip.highlights.map((highlight, index) => (
              <li key={index} className="flex gap-3 text-ink-soft">
                <span aria-hidden="true" className="mt-2 size-2 shrink-0 rounded-full bg-lime" />
                {highlight}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </TripSection>
  );
}
