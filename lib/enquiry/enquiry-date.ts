import { tzOffset } from '@date-fns/tz';
import type { Translate } from '@/lib/i18n/fill';
import { addYears, format, isAfter, isBefore } from 'date-fns';

/** Trips happen in Munnar: "today" is Munnar's, wherever the visitor is. */
export const MUNNAR_TIME_ZONE = 'Asia/Kolkata';

/** How the date is typed and shown in the field. Day first, as people write dates in India. */
export const DATE_INPUT_PATTERN = 'dd/MM/yyyy';
export const DATE_INPUT_HINT = 'DD/MM/YYYY';
export const FURTHEST_YEARS_AHEAD = 2;

/*
 * A trip date is a day on the calendar, not an instant: the form holds it as midnight of that day in the
 * browser (what the calendar and date-fns work with), and only "today" needs Munnar's clock. Plain dates
 * rather than time-zoned Date subclasses, which fake clocks in tests cannot construct.
 */

/**
 * The first day a trip can be booked for: today in Munnar. The calendar, the field's default and the
 * validation all ask this one function, so they cannot disagree about what "today" is.
 */
export function today(now: Date = new Date()): Date {
  const munnar = new Date(now.getTime() + tzOffset(MUNNAR_TIME_ZONE, now) * 60_000);
  return new Date(munnar.getUTCFullYear(), munnar.getUTCMonth(), munnar.getUTCDate());
}

/** The date as the enquiry e-mail shows it, e.g. "Saturday, 5 December 2026": date-fns, not the browser's locale data. */
export function formatEnquiryDate(date: Date): string {
  return format(date, 'EEEE, d MMMM yyyy');
}

export function formatDateInput(date: Date): string {
  return format(date, DATE_INPUT_PATTERN);
}

/** Reads a typed day/month/year (separated by / - . or a space; a two-digit year means 20xx). */
export function parseDateInput(text: string): Date | null {
  const match = /^(\d{1,2})[/.\- ](\d{1,2})[/.\- ](\d{4}|\d{2})$/.exec(text.trim());
  if (!match) return null;
  const [day, month, rawYear] = match.slice(1).map(Number) as [number, number, number];
  const year = rawYear < 100 ? 2000 + rawYear : rawYear;
  const date = new Date(year, month - 1, day);
  const real = date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
  return real ? date : null;
}

export type DateRange = { earliest: Date; latest: Date };

/** From `first` (today when not given) up to two years ahead. */
export function bookableRange(first: Date = today()): DateRange {
  return { earliest: first, latest: addYears(first, FURTHEST_YEARS_AHEAD) };
}

export function isBookable(date: Date, range: DateRange = bookableRange()): boolean {
  return !isBefore(date, range.earliest) && !isAfter(date, range.latest);
}

export const WEEKDAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;
const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** The date as `formatEnquiryDate` writes it, in `t`'s language: "ശനിയാഴ്ച, 5 ഡിസംബർ 2026". */
export function formatDateIn(date: Date, t: Translate): string {
  const day = t('{day} {month} {year}', {
    day: date.getDate(),
    month: t(MONTH_NAMES[date.getMonth()]!),
    year: date.getFullYear(),
  });
  return `${t(WEEKDAY_NAMES[date.getDay()]!)}, ${day}`;
}

/** The calendar's caption and weekday heads in `t`'s language (Monday first, as the calendar shows them). */
export const monthCaption = (month: Date, t: Translate) =>
  `${t(MONTH_NAMES[month.getMonth()]!)} ${month.getFullYear()}`;
export const WEEKDAY_SHORT = ['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa'] as const;
