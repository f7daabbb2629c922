import { tz, TZDate } from '@date-fns/tz';
import { addYears, format, isAfter, isBefore, startOfDay } from 'date-fns';

/** Trips happen in Munnar: "today" and every date of the form are Munnar's, wherever the visitor is. */
export const MUNNAR_TIME_ZONE = 'Asia/Kolkata';
const inMunnar = { in: tz(MUNNAR_TIME_ZONE) };

/** How the date is typed and shown in the field. Day first, as people write dates in India. */
export const DATE_INPUT_PATTERN = 'dd/MM/yyyy';
export const DATE_INPUT_HINT = 'DD/MM/YYYY';
export const FURTHEST_YEARS_AHEAD = 2;

/**
 * The first day a trip can be booked for: today in Munnar. The calendar, the field's default and the
 * validation all ask this one function, so they cannot disagree about what "today" is.
 */
export function today(now: Date = new Date()): Date {
  return startOfDay(now, inMunnar);
}

/** The date as the enquiry e-mail shows it, e.g. "Saturday, 5 December 2026": date-fns, not the browser's locale data. */
export function formatEnquiryDate(date: Date): string {
  return format(date, 'EEEE, d MMMM yyyy', inMunnar);
}

export function formatDateInput(date: Date): string {
  return format(date, DATE_INPUT_PATTERN, inMunnar);
}

/** Reads a typed day/month/year (separated by / - . or a space; a two-digit year means 20xx) as a Munnar day. */
export function parseDateInput(text: string): Date | null {
  const match = /^(\d{1,2})[/.\- ](\d{1,2})[/.\- ](\d{4}|\d{2})$/.exec(text.trim());
  if (!match) return null;
  const [day, month, rawYear] = match.slice(1).map(Number) as [number, number, number];
  const year = rawYear < 100 ? 2000 + rawYear : rawYear;
  const date = new TZDate(year, month - 1, day, MUNNAR_TIME_ZONE);
  const real = date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
  return real ? date : null;
}

export type DateRange = { earliest: Date; latest: Date };

/** From `first` (today when not given) up to two years ahead. */
export function bookableRange(first: Date = today()): DateRange {
  return { earliest: first, latest: addYears(first, FURTHEST_YEARS_AHEAD, inMunnar) };
}

export function isBookable(date: Date, range: DateRange = bookableRange()): boolean {
  return !isBefore(date, range.earliest) && !isAfter(date, range.latest);
}
