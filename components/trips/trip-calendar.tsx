import { formatDay, runsText } from '@/lib/trips/calendar';
import type { Trip } from '@/lib/trips/trips';
import { translator, wordsFor } from '@/lib/i18n/dictionary';
import type { Lang } from '@/content/languages';
import { CALENDAR_WORDS, TODAY_WORDS } from '@/lib/trips/calendar';
import { TripSection } from './trip-section';
import { ClosureList, TripToday } from './trip-today';

/** The text as a sentence: a full stop unless it ends in one already. */
const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

/**
 * When the trip runs, in words true on any date: its season and days, each closure with its reason, the
 * days booked out. What depends on today (runs today, the next open day, closures already over) is worked
 * out in the browser by TripToday.
 */
export function TripCalendar({ trip, lang }: { trip: Trip; lang: Lang }) {
  const t = translator(lang);
  const words = wordsFor(lang, [...CALENDAR_WORDS, ...TODAY_WORDS]);
  const { calendar } = trip;
  const closures = calendar?.closures ?? [];
  const fullDays = calendar?.fullDays ?? [];
  return (
    <TripSection id="when" title={t('When it runs')}>
      <p className="text-lg font-bold text-forest">{runsText(calendar, t)}</p>
      {calendar?.season?.reason ? (
        <p className="mt-1 text-pretty text-ink-soft">{sentence(calendar.season.reason)}</p>
      ) : null}
      <TripToday calendar={calendar} words={words} />
      <ClosureList closures={closures} words={words} />
      {fullDays.length ? (
        <p className="mt-4 text-ink-soft">
          <span className="font-semibold text-ink">{t('Fully booked:')}</span>{' '}
          {[...fullDays]
            .sort()
            .map((day) => formatDay(day, true, t))
            .join(', ')}
        </p>
      ) : null}
    </TripSection>
  );
}
