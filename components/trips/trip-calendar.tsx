import { formatDay, runsText } from '@/lib/trips/calendar';
import type { Trip } from '@/lib/trips/trips';
import { TripSection } from './trip-section';
import { ClosureList, TripToday } from './trip-today';

/** The text as a sentence: a full stop unless it ends in one already. */
const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

/**
 * When the trip runs, in words true on any date: its season and days, each closure with its reason, the
 * days booked out. What depends on today (runs today, the next open day, closures already over) is worked
 * out in the browser by TripToday.
 */
export function TripCalendar({ trip }: { trip: Trip }) {
  const { calendar } = trip;
  const closures = calendar?.closures ?? [];
  const fullDays = calendar?.fullDays ?? [];
  return (
    <TripSection id="when" title="When it runs">
      <p className="text-lg font-bold text-forest">{runsText(calendar)}</p>
      {calendar?.season?.reason ? (
        <p className="mt-1 text-pretty text-ink-soft">{sentence(calendar.season.reason)}</p>
      ) : null}
      <TripToday calendar={calendar} />
      <ClosureList closures={closures} />
      {fullDays.length ? (
        <p className="mt-4 text-ink-soft">
          <span className="font-semibold text-ink">Fully booked:</span>{' '}
          {[...fullDays]
            .sort()
            .map((day) => formatDay(day))
            .join(', ')}
        </p>
      ) : null}
    </TripSection>
  );
}
