import { formatDuration, formatRate } from '@/lib/packages/format';
import type { Translate } from '@/lib/i18n/fill';
import type { Lang } from '@/content/languages';
import { LevelMeter } from './level-meter';
import type { Trip } from '@/lib/trips/trips';

/** Location, duration, level (those the content has) and the rate per person ("Price on request" when there is none). */
export function PackageFacts({ trip, lang, t }: { trip: Trip; lang: Lang; t: Translate }) {
  const rate = formatRate(trip.rate, t);
  const facts = [
    ...(trip.location ? [{ label: 'Location', value: trip.location, wide: true }] : []),
    { label: 'Duration', value: formatDuration(trip.duration, t) },
    ...(trip.level ? [{ label: 'Level', value: <LevelMeter level={trip.level} lang={lang} /> }] : []),
    {
      label: 'Rate',
      value: <span className="text-base font-extrabold text-forest">{rate}</span>,
      wide: true,
    },
  ];
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-3 rounded-xl bg-mist p-4 text-sm">
      {facts.map((fact) => (
        <div key={fact.label} className={fact.wide ? 'col-span-2' : undefined}>
          <dt className="text-xs font-bold tracking-wider text-ink-faint uppercase">{t(fact.label)}</dt>
          <dd className="mt-0.5 font-semibold text-ink">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
