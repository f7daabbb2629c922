import { TRIP_GROUP_IDS, type TripGroup } from '@/content/trip-groups';
import { z } from '@/lib/zod.mjs';
import { DATE_INPUT_HINT, isBookable, parseDateInput } from './enquiry-date';
import { indianPhoneDigits } from '@/content/phone';
import { inEnglish, type Translate } from '@/lib/i18n/fill';

export const LIMITS = { name: 50, email: 254, people: 50, optionsPerGroup: 20, option: 100 } as const;

/**
 * The visitor-facing messages as interface strings (English text, {placeholders}): the first five are the
 * old site's, word for word.
 */
export const MESSAGE_TEMPLATES = {
  firstName: 'Provide a valid name',
  email: 'Please provide a valid email',
  phone: 'Please provide a valid 10 digit phone number',
  adults: 'Please provide the number of adults',
  kids: 'Please provide the number of kids',
  firstNameTooLong: 'Please keep the first name to {max} characters or fewer',
  lastNameTooLong: 'Please keep the last name to {max} characters or fewer',
  tooManyAdults: 'For more than {max} adults, please call or WhatsApp us',
  tooManyKids: 'For more than {max} kids, please call or WhatsApp us',
  date: 'Please choose a date ({hint})',
  dateNotBookable: 'Please choose a date from today up to two years ahead',
  noTrip: 'Please select at least one trip/activity',
} as const;

export type Messages = Record<keyof typeof MESSAGE_TEMPLATES, string>;

/** The messages in `t`'s language, their limits filled in. */
export function enquiryMessages(t: Translate = inEnglish): Messages {
  const values = {
    firstNameTooLong: LIMITS.name,
    lastNameTooLong: LIMITS.name,
    tooManyAdults: LIMITS.people,
    tooManyKids: LIMITS.people,
  } as Record<string, number>;
  return Object.fromEntries(
    Object.entries(MESSAGE_TEMPLATES).map(([key, template]) => [
      key,
      t(template, { max: values[key] ?? '', hint: DATE_INPUT_HINT }),
    ]),
  ) as Messages;
}

export const MESSAGES: Messages = enquiryMessages();

/**
 * Letters of any script with their combining marks, spaces, apostrophes and hyphens. Zero-width
 * (non-)joiners are part of how Malayalam and Devanagari names are written (അനില്‍, श्‌री).
 */
const NAME_PATTERN = /^\p{L}[\p{L}\p{M}\u200C\u200D'’\- ]*$/u;
const collapseSpaces = (value: string) => value.trim().replace(/\s+/g, ' ');

const tripGroup = z.object({
  on: z.boolean(),
  options: z.array(z.string().max(LIMITS.option)).max(LIMITS.optionsPerGroup),
});

/** Each group of trips (TRIP_GROUPS) with its options, and Nature Education. */
export const tripsSchema = z.object({
  ...(Object.fromEntries(TRIP_GROUP_IDS.map((group) => [group, tripGroup])) as Record<
    TripGroup,
    typeof tripGroup
  >),
  natureEducation: z.boolean(),
});

/** The enquiry's schema, its messages in the visitor's language. */
export function enquirySchemaWith(messages: Messages) {
  const firstName = z.string().transform((value, ctx) => {
    const name = collapseSpaces(value);
    if (!NAME_PATTERN.test(name)) ctx.addIssue({ code: 'custom', message: messages.firstName });
    else if (name.length > LIMITS.name) ctx.addIssue({ code: 'custom', message: messages.firstNameTooLong });
    return name;
  });

  const lastName = z
    .string()
    .transform(collapseSpaces)
    .pipe(z.string().max(LIMITS.name, { error: messages.lastNameTooLong }));

  const email = z
    .string()
    .trim()
    .pipe(z.email({ error: messages.email }).max(LIMITS.email, { error: messages.email }));

  const phone = z.string().transform((value, ctx) => {
    const digits = indianPhoneDigits(value);
    if (digits) return digits;
    ctx.addIssue({ code: 'custom', message: messages.phone });
    return z.NEVER;
  });

  /** Whole numbers typed as digits only: "-1", "1.5", "2e1" and "two" all fail with the field's message. */
  function count(min: number, message: string, tooMany: string) {
    return z.string().transform((value, ctx) => {
      const text = value.trim();
      if (!/^\d+$/.test(text) || Number(text) < min) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      if (Number(text) > LIMITS.people) {
        ctx.addIssue({ code: 'custom', message: tooMany });
        return z.NEVER;
      }
      return Number(text);
    });
  }

  /** Checked when the form is submitted, so "today" is the visitor's today, never the build's. */
  const date = z.string().transform((value, ctx) => {
    const parsed = parseDateInput(value);
    if (!parsed) ctx.addIssue({ code: 'custom', message: messages.date });
    else if (!isBookable(parsed)) ctx.addIssue({ code: 'custom', message: messages.dateNotBookable });
    return parsed ?? z.NEVER;
  });

  return z.object({
    firstName,
    lastName,
    email,
    phone,
    adults: count(1, messages.adults, messages.tooManyAdults),
    kids: count(0, messages.kids, messages.tooManyKids),
    date,
    trips: tripsSchema,
    /** Honeypot: out of reach of people and of autofill, filled in by naive bots. */
    trap: z.string(),
  });
}

export const enquirySchema = enquirySchemaWith(MESSAGES);

export type EnquiryInput = z.input<typeof enquirySchema>;
export type EnquiryValues = z.output<typeof enquirySchema>;
export type Trips = z.infer<typeof tripsSchema>;

/** A trip is chosen when a ticked group has an option chosen, or Nature Education is ticked. */
export function hasTrip(trips: Trips): boolean {
  return (
    trips.natureEducation ||
    TRIP_GROUP_IDS.some((group) => trips[group].on && trips[group].options.length > 0)
  );
}

export function emptyEnquiry(dateText: string): EnquiryInput {
  const groups = Object.fromEntries(
    TRIP_GROUP_IDS.map((group) => [group, { on: false, options: [] as string[] }]),
  ) as Record<TripGroup, { on: boolean; options: string[] }>;
  return {
    firstName: '',
    lastName: '',
    email: '',
    phone: '',
    adults: '',
    kids: '0',
    date: dateText,
    trips: { ...groups, natureEducation: false },
    trap: '',
  };
}
