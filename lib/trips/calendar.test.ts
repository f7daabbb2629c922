import { describe, expect, it } from 'vitest';
import { calendarSchema, type TripCalendar } from '@/content/schemas';
import {
  addDays,
  comingClosures,
  dayStatus,
  formatRange,
  munnarToday,
  nearestDays,
  nextOpenDay,
  openDaysAround,
  runsSentence,
  runsText,
} from './calendar';

const calendar = (input: Record<string, unknown>): TripCalendar => calendarSchema.parse(input);
const openIn = (trip: TripCalendar) => (day: string) => dayStatus(trip, day).open;

const monsoon = calendar({
  season: { from: 'october', to: 'may', reason: 'The trail is closed in the monsoon' },
});
const newYear = calendar({
  closures: [{ from: '2026-12-28', to: '2027-01-03', reason: 'Closed over the New Year' }],
});

describe("Munnar's today", () => {
  it('turns at midnight in Munnar (UTC+5:30), not at the visitor’s midnight', () => {
    expect(munnarToday(new Date('2027-02-28T18:29:59Z'))).toBe('2027-02-28');
    expect(munnarToday(new Date('2027-02-28T18:30:00Z'))).toBe('2027-03-01');
    expect(munnarToday(new Date('2028-02-28T18:30:00Z'))).toBe('2028-02-29');
    expect(munnarToday(new Date('2026-12-31T18:30:00Z'))).toBe('2027-01-01');
  });
});

describe('a day of the calendar', () => {
  it('steps over month ends, year ends and leap days', () => {
    expect(addDays('2027-01-31', 1)).toBe('2027-02-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2027-03-01', -1)).toBe('2027-02-28');
  });

  it('is open every day when the trip has no calendar, or an empty one', () => {
    expect(dayStatus(undefined, '2027-07-14')).toEqual({ open: true });
    expect(dayStatus(calendar({}), '2027-07-14')).toEqual({ open: true });
    expect(runsText(undefined)).toBe('All year, every day');
    expect(runsSentence(undefined)).toBe('Runs all year, every day');
  });

  it('follows a season across the year end, giving the reason for the months outside it', () => {
    expect(dayStatus(monsoon, '2027-05-31')).toEqual({ open: true });
    expect(dayStatus(monsoon, '2027-06-01')).toEqual({
      open: false,
      reason: 'The trail is closed in the monsoon',
    });
    expect(dayStatus(monsoon, '2027-09-30').open).toBe(false);
    expect(dayStatus(monsoon, '2027-10-01').open).toBe(true);
    expect(dayStatus(monsoon, '2028-01-01').open).toBe(true);
    expect(runsText(monsoon)).toBe('October to May, every day');
    expect(runsSentence(monsoon)).toBe('Runs October to May, every day');
    const plain = calendar({ season: { from: 'june', to: 'august' } });
    expect(dayStatus(plain, '2027-05-31')).toEqual({ open: false, reason: 'Runs June to August' });
    expect(runsText(calendar({ season: { from: 'march', to: 'february' } }))).toBe('All year, every day');
  });

  it('closes a range that crosses New Year, both ends included, with its reason', () => {
    expect(dayStatus(newYear, '2026-12-27').open).toBe(true);
    expect(dayStatus(newYear, '2026-12-28')).toEqual({ open: false, reason: 'Closed over the New Year' });
    expect(dayStatus(newYear, '2027-01-01').open).toBe(false);
    expect(dayStatus(newYear, '2027-01-03').open).toBe(false);
    expect(dayStatus(newYear, '2027-01-04').open).toBe(true);
    expect(formatRange(newYear.closures[0]!)).toBe('28 December 2026 – 3 January 2027');
    expect(formatRange({ from: '2027-02-01', to: '2027-03-31' })).toBe('1 February – 31 March 2027');
  });

  it('runs only on its weekdays, and a full day is booked out', () => {
    const weekends = calendar({ weekdays: ['saturday', 'sunday'], fullDays: ['2027-07-17'] });
    expect(runsText(weekends)).toBe('All year, on Saturdays and Sundays');
    expect(dayStatus(weekends, '2027-07-16')).toEqual({
      open: false,
      reason: 'Runs on Saturdays and Sundays',
    });
    expect(dayStatus(weekends, '2027-07-17')).toEqual({ open: false, reason: 'Fully booked' });
    expect(dayStatus(weekends, '2027-07-18').open).toBe(true);
  });
});

describe('open days', () => {
  it('finds the next open day, today included', () => {
    expect(nextOpenDay(monsoon, '2027-05-31')).toBe('2027-05-31');
    expect(nextOpenDay(monsoon, '2027-07-14')).toBe('2027-10-01');
    expect(nextOpenDay(newYear, '2026-12-30')).toBe('2027-01-04');
  });

  it('offers the nearest open days around a closed one, never before the first bookable day', () => {
    expect(nearestDays(openIn(newYear), '2026-12-29', '2026-12-01')).toEqual([
      '2026-12-27',
      '2026-12-26',
      '2026-12-25',
    ]);
    expect(nearestDays(openIn(newYear), '2026-12-29', '2026-12-28')).toEqual([
      '2027-01-04',
      '2027-01-05',
      '2027-01-06',
    ]);
    expect(nearestDays(openIn(monsoon), '2027-07-14', '2027-07-01', 2)).toEqual(['2027-10-01', '2027-10-02']);
  });

  it('offers instead of a closed day the open day before it and the two after it', () => {
    const isOpen = openIn(monsoon);
    expect(openDaysAround(isOpen, '2027-07-14', '2027-01-01')).toEqual([
      '2027-05-31',
      '2027-10-01',
      '2027-10-02',
    ]);
    expect(openDaysAround(isOpen, '2027-07-14', '2027-07-01')).toEqual(['2027-10-01', '2027-10-02']);
  });

  it('lists the closures not yet over, in date order', () => {
    const two = calendar({
      closures: [
        { from: '2027-06-01', to: '2027-06-02', reason: 'Forest department work' },
        { from: '2027-02-01', to: '2027-03-31', reason: 'Nilgiri tahr calving season' },
      ],
    });
    expect(comingClosures(two, '2027-03-31').map((c) => c.from)).toEqual(['2027-02-01', '2027-06-01']);
    expect(comingClosures(two, '2027-04-01').map((c) => c.from)).toEqual(['2027-06-01']);
  });
});

describe('the calendar rules', () => {
  const problems = (input: Record<string, unknown>) =>
    calendarSchema
      .safeParse(input)
      .error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];
  const closure = (from: string, to: string, reason = 'Closed for repairs') => ({ from, to, reason });

  it('takes only days that exist', () => {
    expect(problems({ fullDays: ['2028-02-29'] })).toEqual([]);
    expect(problems({ fullDays: ['2027-02-29'] })).toEqual(['fullDays.0: is not a day of the calendar']);
    expect(problems({ fullDays: ['14/07/2027'] })[0]).toMatch(/YYYY-MM-DD/);
  });

  it('wants a range in order, and a reason of a few words', () => {
    expect(problems({ closures: [closure('2027-03-31', '2027-02-01')] })[0]).toMatch(
      /^closures\.0\.to: ends before it starts/,
    );
    expect(problems({ closures: [closure('2027-02-01', '2027-02-01', 'x')] })[0]).toMatch(
      /^closures\.0\.reason: say in a few words/,
    );
    expect(problems({ closures: [closure('2027-02-01', '2027-02-01', 'x'.repeat(101))] })[0]).toMatch(
      /under 100 characters/,
    );
  });

  it('refuses closures that together close the trip for more than a year', () => {
    expect(problems({ closures: [closure('2027-01-01', '2027-12-31')] })).toEqual([]);
    expect(
      problems({ closures: [closure('2027-01-01', '2027-06-30'), closure('2027-07-01', '2028-01-01')] })[0],
    ).toMatch(/^closures\.1\.to: closes the trip for more than a year/);
  });

  it('refuses a weekday or a full day named twice, and a month that does not exist', () => {
    expect(problems({ weekdays: ['monday', 'monday'] })).toEqual(['weekdays: a day is named twice']);
    expect(problems({ fullDays: ['2027-07-17', '2027-07-17'] })).toEqual([
      'fullDays.1: 2027-07-17 is listed twice',
    ]);
    expect(problems({ season: { from: 'smarch', to: 'may' } })).toEqual(['season.from: choose a month']);
  });
});
