import { MONTHS, WEEKDAYS } from '@/content/calendar-words';
import type { Closure, TripCalendar, Weekday } from '@/content/schemas';
import { inEnglish, type Translate } from '@/lib/i18n/fill';

/*
 * A trip's calendar, worked out on calendar days written "YYYY-MM-DD": a day is the same day wherever the
 * visitor is, and such strings compare in date order. Only "today" depends on a clock: Munnar's.
 */

type Season = NonNullable<TripCalendar['season']>;

/** "october" → 10. */
const monthNumber = (month: Season['from']) => MONTHS.indexOf(month) + 1;
const monthName = (number: number) =>
  `${MONTHS[number - 1]![0]!.toUpperCase()}${MONTHS[number - 1]!.slice(1)}`;

const munnarDay = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Asia/Kolkata',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
});

/**
 * Today in Munnar, as "YYYY-MM-DD". Read from the parts of the date, not its formatted text: an engine
 * without a locale's data formats in another order.
 */
export function munnarToday(now: Date = new Date()): string {
  const parts = munnarDay.formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return isoDay(new Date(part('year'), part('month') - 1, part('day')));
}

/** The day of a local midnight Date (the form's dates), as "YYYY-MM-DD". */
export function isoDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

const parts = (iso: string) => iso.split('-').map(Number) as [number, number, number];

/** The day `count` days after `iso` (before, when negative). */
export function addDays(iso: string, count: number): string {
  const [year, month, day] = parts(iso);
  return new Date(Date.UTC(year, month - 1, day + count)).toISOString().slice(0, 10);
}

function weekdayOf(iso: string): Weekday {
  const [year, month, day] = parts(iso);
  // getUTCDay counts from Sunday; WEEKDAYS from Monday.
  return WEEKDAYS[(new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7]!;
}

/** "1 April 2027"; "1 April" when `withYear` is false. */
export function formatDay(iso: string, withYear = true, t: Translate = inEnglish): string {
  const [year, month, day] = parts(iso);
  const words = { day, month: t(monthName(month)), year };
  return withYear ? t('{day} {month} {year}', words) : t('{day} {month}', words);
}

/** "1 February – 31 March 2027", "20 December 2026 – 5 January 2027", "14 July 2027". */
export function formatRange({ from, to }: Pick<Closure, 'from' | 'to'>, t: Translate = inEnglish): string {
  if (from === to) return formatDay(from, true, t);
  return t('{from} – {to}', {
    from: formatDay(from, from.slice(0, 4) !== to.slice(0, 4), t),
    to: formatDay(to, true, t),
  });
}

function inSeason(season: Season, month: number): boolean {
  const [from, to] = [monthNumber(season.from), monthNumber(season.to)];
  return from <= to ? month >= from && month <= to : month >= from || month <= to;
}

const plural = (day: Weekday) => `${day[0]!.toUpperCase()}${day.slice(1)}s`;

/** "Saturdays and Sundays", "Mondays, Wednesdays and Fridays". */
function weekdayList(days: readonly Weekday[], t: Translate): string {
  const names = WEEKDAYS.filter((day) => days.includes(day)).map((day) => t(plural(day)));
  return names.length > 1
    ? t('{list} and {last}', { list: names.slice(0, -1).join(', '), last: names.at(-1)! })
    : (names[0] ?? '');
}

/** "on Saturdays" (a phrase of its own for one day), "on Saturdays and Sundays". */
function onDays(days: readonly Weekday[], t: Translate): string {
  const chosen = WEEKDAYS.filter((day) => days.includes(day));
  return chosen.length === 1
    ? t(`on ${plural(chosen[0]!)}`)
    : t('on {days}', { days: weekdayList(chosen, t) });
}

/** "October to May", "July only", "All year". */
function seasonText(season: Season | undefined, t: Translate): string {
  if (!season || isWholeYear(season)) return t('All year');
  const [from, to] = [monthNumber(season.from), monthNumber(season.to)];
  if (from === to) return t('{month} only', { month: t(monthName(from)) });
  return t('{from} to {to}', { from: t(monthName(from)), to: t(monthName(to)) });
}

/** When the trip runs, true on any date: "October to May, every day", "All year, on Saturdays and Sundays". */
export function runsText(calendar: TripCalendar | undefined, t: Translate = inEnglish): string {
  const months = seasonText(calendar?.season, t);
  const days =
    calendar?.weekdays?.length && calendar.weekdays.length < 7
      ? onDays(calendar.weekdays, t)
      : t('every day');
  return t('{months}, {days}', { months, days });
}

function isWholeYear(season: Season): boolean {
  return (monthNumber(season.to) - monthNumber(season.from) + 12) % 12 === 11;
}

/** The same as a sentence's start: "Runs October to May, every day", "Runs all year, on Saturdays". */
export function runsSentence(calendar: TripCalendar | undefined, t: Translate = inEnglish): string {
  return t('Runs {when}', { when: runsText(calendar, t).replace(/^All year/, 'all year') });
}

type DayStatus = { open: true } | { open: false; reason: string };

/** Whether the trip runs on `iso`, and if not, why, in the words a visitor reads. */
export function dayStatus(
  calendar: TripCalendar | undefined,
  iso: string,
  t: Translate = inEnglish,
): DayStatus {
  if (!calendar) return { open: true };
  if (calendar.fullDays.includes(iso)) return { open: false, reason: t('Fully booked') };
  const closure = calendar.closures.find((c) => c.from <= iso && iso <= c.to);
  if (closure) return { open: false, reason: closure.reason };
  const { season, weekdays } = calendar;
  if (season && !inSeason(season, parts(iso)[1])) {
    return { open: false, reason: season.reason ?? t('Runs {when}', { when: seasonText(season, t) }) };
  }
  if (weekdays?.length && !weekdays.includes(weekdayOf(iso))) {
    return { open: false, reason: t('Runs {when}', { when: onDays(weekdays, t) }) };
  }
  return { open: true };
}

/** How far ahead the calendar is searched for an open day. */
const SEARCH_DAYS = 2 * 366;

/** The first day from `iso` on (itself included) on which the trip runs; null when none in two years. */
export function nextOpenDay(calendar: TripCalendar | undefined, iso: string): string | null {
  for (let offset = 0; offset <= SEARCH_DAYS; offset += 1) {
    const day = addDays(iso, offset);
    if (dayStatus(calendar, day).open) return day;
  }
  return null;
}

/**
 * Up to `count` days nearest to `iso` on which `isOpen` holds, not before `earliest`: the closest first, a
 * later day before an earlier one at the same distance.
 */
export function nearestDays(
  isOpen: (iso: string) => boolean,
  iso: string,
  earliest: string,
  count = 3,
): string[] {
  const found: string[] = [];
  for (let distance = 1; distance <= SEARCH_DAYS && found.length < count; distance += 1) {
    for (const day of [addDays(iso, distance), addDays(iso, -distance)]) {
      if (day >= earliest && found.length < count && isOpen(day)) found.push(day);
    }
  }
  return found;
}

/**
 * The open days to offer instead of `iso`: the last one before it (not before `earliest`) and the first
 * two after it, in date order.
 */
export function openDaysAround(isOpen: (iso: string) => boolean, iso: string, earliest: string): string[] {
  const [before] = nearestDays((day) => day < iso && isOpen(day), iso, earliest, 1);
  const after = nearestDays((day) => day > iso && isOpen(day), iso, iso, 2);
  return [...(before ? [before] : []), ...after];
}

/** The closures that have not ended by `iso`, in date order. */
export function comingClosures(calendar: TripCalendar | undefined, iso: string): Closure[] {
  return (calendar?.closures ?? []).filter((c) => c.to >= iso).sort((a, b) => (a.from < b.from ? -1 : 1));
}

/** The interface strings the calendar's words are made of, for an island that shows them. */
export const CALENDAR_WORDS = [
  '{day} {month} {year}',
  '{day} {month}',
  '{from} – {to}',
  '{list} and {last}',
  'on {days}',
  '{month} only',
  '{from} to {to}',
  'All year',
  'every day',
  '{months}, {days}',
  'Runs {when}',
  'Fully booked',
  ...MONTHS.map((month) => `${month[0]!.toUpperCase()}${month.slice(1)}`),
  ...WEEKDAYS.map((day) => `${day[0]!.toUpperCase()}${day.slice(1)}s`),
  ...WEEKDAYS.map((day) => `on ${day[0]!.toUpperCase()}${day.slice(1)}s`),
];

/** What the trip page's calendar island adds to the calendar's words. */
export const TODAY_WORDS = [
  'Runs today.',
  'Closed today: {reason}.',
  'Next open day: {date}.',
  'Closures',
] as const;
