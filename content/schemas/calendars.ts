import { z } from 'zod';
import { MONTHS, WEEKDAYS } from '../calendar-words';
import { isoDateSchema, optionalTextSchema, textSchema } from './primitives';

const monthSchema = z.enum(MONTHS, 'choose a month');

const DAY_MS = 86_400_000;
const dayNumber = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / DAY_MS;
/** The longest a trip may stay closed without saying it does not run (Coming soon, or out of the form). */
const LONGEST_CLOSURE_DAYS = 365;

const closureSchema = z.object({
  from: isoDateSchema.describe('The first day it is closed'),
  to: isoDateSchema.describe('The last day it is closed (the same day for one day)'),
  reason: textSchema
    .min(3, 'say in a few words why it is closed')
    .max(100, 'keep the reason under 100 characters: visitors read it in the calendar')
    .describe('What the visitor reads, e.g. "Closed for the Nilgiri tahr calving season"'),
});

type Calendar = {
  weekdays?: string[];
  closures: z.infer<typeof closureSchema>[];
  fullDays: string[];
};

/** Closures that overlap or touch close one span: none may close the trip for a whole year. */
function checkClosedSpans(calendar: Calendar, ctx: z.RefinementCtx) {
  const spans = calendar.closures
    .map((closure, index) => ({ from: dayNumber(closure.from), to: dayNumber(closure.to), index }))
    .filter((span) => span.to >= span.from)
    .sort((a, b) => a.from - b.from);
  let run: { from: number; to: number; index: number } | undefined;
  for (const span of spans) {
    run =
      run && span.from <= run.to + 1 ? { ...run, to: Math.max(run.to, span.to), index: span.index } : span;
    if (run.to - run.from + 1 > LONGEST_CLOSURE_DAYS) {
      ctx.addIssue({
        code: 'custom',
        path: ['closures', run.index, 'to'],
        input: calendar.closures[run.index]?.to,
        message: `closes the trip for more than a year: shorten it, or tick "Coming soon" or switch off "Offered in the enquiry form" to say it does not run`,
      });
      return;
    }
  }
}

function checkCalendar(calendar: Calendar, ctx: z.RefinementCtx) {
  if (calendar.weekdays && new Set(calendar.weekdays).size !== calendar.weekdays.length) {
    ctx.addIssue({
      code: 'custom',
      path: ['weekdays'],
      input: calendar.weekdays,
      message: 'a day is named twice',
    });
  }
  calendar.closures.forEach((closure, index) => {
    if (closure.to < closure.from) {
      ctx.addIssue({
        code: 'custom',
        path: ['closures', index, 'to'],
        input: closure.to,
        message: `ends before it starts (${closure.from}): the last day comes after the first`,
      });
    }
  });
  checkClosedSpans(calendar, ctx);
  const seen = new Set<string>();
  calendar.fullDays.forEach((day, index) => {
    if (seen.has(day)) {
      ctx.addIssue({
        code: 'custom',
        path: ['fullDays', index],
        input: day,
        message: `${day} is listed twice`,
      });
    }
    seen.add(day);
  });
}

/**
 * When a trip runs. Left out, it runs every day. A season is months (October to May wraps over the year's
 * end); weekdays narrow it; closures and full days are dated exceptions.
 */
export const calendarSchema = z
  .object({
    season: z
      .object({
        from: monthSchema.describe('The first month it runs'),
        to: monthSchema.describe('The last month it runs (may be earlier in the year: October to May)'),
        reason: optionalTextSchema.describe(
          'Why it does not run in the other months, e.g. "The trail is closed in the monsoon"',
        ),
      })
      .optional()
      .describe('Left empty: it runs all year'),
    weekdays: z.array(z.enum(WEEKDAYS)).optional().describe('Left empty: it runs every day of the week'),
    closures: z.array(closureSchema).default([]),
    fullDays: z.array(isoDateSchema).default([]).describe('Single days when it is booked out'),
  })
  .superRefine(checkCalendar)
  .describe('When it runs; left empty, every day');

export type TripCalendar = z.infer<typeof calendarSchema>;
export type Closure = z.infer<typeof closureSchema>;
export type Weekday = (typeof WEEKDAYS)[number];
