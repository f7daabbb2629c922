import type { ReactNode } from 'react';
import { LevelMeter } from '@/components/packages/level-meter';
import { formatDuration } from '@/lib/packages/format';
import { tripPrice } from '@/lib/seo';
import type { Trip } from '@/lib/trips/trips';
import { translator } from '@/lib/i18n/dictionary';
import type { Lang } from '@/content/languages';

/** A value too long for half a phone's width takes the whole row. */
const isLong = (value: ReactNode) => typeof value === 'string' && value.length > 18;

/** The trip at a glance: duration, level, distance or altitude, start, season, group size and price. */
export function TripFacts({ trip, lang }: { trip: Trip; lang: Lang }) {
  const t = translator(lang);
  const facts = [
    ...(trip.duration ? [{ label: 'Duration', value: formatDuration(trip.duration, t) }] : []),
    ...(trip.level ? [{ label: 'Level', value: <LevelMeter level={trip.level} lang={lang} /> }] : []),
    ...trip.facts,
    { label: 'Price', value: trip.comingSoon ? t('Coming soon') : tripPrice(trip, t) },
  ];
  return (
    <section aria-labelledby="facts-heading" className="trip-facts">
      <h2 id="facts-heading" className="sr-only">
        {t('Quick facts')}
      </h2>
      <dl className="grid grid-cols-2 gap-x-6 gap-y-4 xl:grid-cols-3">
        {facts.map((fact) => (
          <div key={fact.label} className={isLong(fact.value) ? 'max-xl:col-span-2' : undefined}>
            <dt className="text-xs font-bold tracking-wider text-ink-faint uppercase">{t(fact.label)}</dt>
            <dd className="mt-1 font-semibold text-pretty text-ink">{fact.value}</dd>
          </div>
        ))}
      </dl>
      {trip.note ? <p className="mt-4 text-sm text-ink-faint italic">{trip.note}</p> : null}
    </section>
  );
}
