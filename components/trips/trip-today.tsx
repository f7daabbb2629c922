'use client';

import { useSyncExternalStore } from 'react';
import type { Closure, TripCalendar } from '@/content/schemas';
import {
  comingClosures,
  dayStatus,
  formatDay,
  formatRange,
  munnarToday,
  nextOpenDay,
} from '@/lib/trips/calendar';
import { lookup, type Words } from '@/lib/i18n/fill';

/**
 * Today in Munnar, known only in the browser, after hydration (the first render matches the exported HTML,
 * which was built on another day).
 */
function useMunnarToday(): string | null {
  return useSyncExternalStore(subscribe, munnarToday, () => null);
}

const subscribe = () => () => {};

/** Whether the trip runs today, and if not, why and when it next does. */
export function TripToday({ calendar, words }: { calendar: TripCalendar | undefined; words: Words }) {
  const today = useMunnarToday();
  if (!today) return null;
  const t = lookup(words);
  const status = dayStatus(calendar, today, t);
  if (status.open) return <p className="mt-3 font-semibold text-forest">{t('Runs today.')}</p>;
  const next = nextOpenDay(calendar, today);
  return (
    <p className="mt-3 font-semibold text-ink">
      {t('Closed today: {reason}.', { reason: status.reason })}
      {next ? ` ${t('Next open day: {date}.', { date: formatDay(next, true, t) })}` : ''}
    </p>
  );
}

/** The trip's closures, every one in the HTML; once the browser knows today, those already over go. */
export function ClosureList({ closures, words }: { closures: Closure[]; words: Words }) {
  const today = useMunnarToday();
  const t = lookup(words);
  const shown = today ? comingClosures({ closures, fullDays: [] }, today) : closures;
  if (!shown.length) return null;
  return (
    <div className="mt-5">
      <h3 className="text-base font-bold text-ink">{t('Closures')}</h3>
      <ul className="mt-2 space-y-2">
        {shown.map((closure) => (
          <li key={`${closure.from}-${closure.to}`} className="rounded-xl bg-mist px-4 py-3">
            <span className="font-semibold text-ink">{formatRange(closure, t)}</span>
            <span className="text-ink-soft">: {closure.reason}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
