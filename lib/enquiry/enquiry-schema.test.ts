import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseDateInput } from './enquiry-date';
import { emptyEnquiry, enquirySchema, hasTrip, LIMITS, MESSAGES, type EnquiryInput } from './enquiry-schema';

const valid = (): EnquiryInput => ({
  ...emptyEnquiry('05/12/2026'),
  firstName: 'Anjali',
  email: 'anjali@example.com',
  phone: '98765 43210',
  adults: '2',
  trips: { ...emptyEnquiry('').trips, natureEducation: true },
});

/** The message for one field, or undefined when it passes. */
function messageFor(field: keyof EnquiryInput, value: unknown): string | undefined {
  const result = enquirySchema.safeParse({ ...valid(), [field]: value });
  return result.success ? undefined : result.error.issues.find((issue) => issue.path[0] === field)?.message;
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-12-05T10:00:00+05:30'));
});
afterEach(() => vi.useRealTimers());

describe('a valid enquiry', () => {
  it('parses to clean values', () => {
    const result = enquirySchema.parse({
      ...valid(),
      firstName: '  Anjali   Mary ',
      lastName: ' Nair ',
      email: ' anjali@example.com ',
    });
    expect(result).toMatchObject({
      firstName: 'Anjali Mary',
      lastName: 'Nair',
      email: 'anjali@example.com',
      phone: '9876543210',
      adults: 2,
      kids: 0,
      date: parseDateInput('05/12/2026') as Date,
    });
  });
});

describe('first name', () => {
  it.each([
    'Anjali',
    "D'Souza",
    'Anne-Marie',
    "D'Souza-Nair",
    'Mary Ann',
    'José',
    'മനു',
    'राहुल',
    'محمد',
    'Zoë',
    'O’Neil',
    'A',
    'അനില്\u200D',
    'श्\u200Cरी',
  ])('accepts %j', (name) => {
    expect(messageFor('firstName', name)).toBeUndefined();
  });
  it.each([
    '',
    '   ',
    'R2D2',
    'Anjali!',
    '😀',
    '😀😀',
    'A.B',
    'K. Ramesh',
    '-Anjali',
    "'quote",
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    'Robert"); DROP TABLE enquiries;--',
    'a_b',
    'Anjali\u0000',
    // A right-to-left override would make the name read differently in the operator's inbox.
    'Anjali\u202e',
  ])('rejects %j with its message', (name) => {
    expect(messageFor('firstName', name)).toBe(MESSAGES.firstName);
  });
  it('limits the length', () => {
    expect(messageFor('firstName', 'a'.repeat(LIMITS.name))).toBeUndefined();
    expect(messageFor('firstName', 'a'.repeat(LIMITS.name + 1))).toBe(MESSAGES.firstNameTooLong);
    expect(messageFor('firstName', 'a'.repeat(10_000))).toBe(MESSAGES.firstNameTooLong);
  });
});

describe('last name', () => {
  it.each([
    '',
    'Nair',
    '<img src=x onerror=alert(1)>',
    '<script>alert("xss")</script>',
    'مُحَمَّد עִברִית',
    '😀',
    '😀 & "quotes" \'single\'',
    'R2',
  ])('is never flagged for its content: %j', (name) => {
    expect(messageFor('lastName', name)).toBeUndefined();
  });
  it('is flagged only when too long', () => {
    expect(messageFor('lastName', 'b'.repeat(LIMITS.name))).toBeUndefined();
    expect(messageFor('lastName', 'b'.repeat(LIMITS.name + 1))).toBe(MESSAGES.lastNameTooLong);
  });
});

describe('email', () => {
  it.each(['a@b.co', 'anjali@example.co.in', 'first.last+tag@example.co.in', ' spaced@example.com '])(
    'accepts %j',
    (email) => {
      expect(messageFor('email', email)).toBeUndefined();
    },
  );
  it.each([
    '',
    '   ',
    'plain',
    'a@b',
    'anjali@example',
    '@example.com',
    'a@@b.com',
    'a b@c.com',
    'a@b.c',
    `${'x'.repeat(250)}@example.com`,
    `${'a'.repeat(10_000)}@example.com`,
    '😀@example.com',
    '<script>alert("xss")</script>@example.com',
  ])('rejects %j with its message', (email) => {
    expect(messageFor('email', email)).toBe(MESSAGES.email);
  });
});

describe('phone', () => {
  it.each(['9876543210', '+91 98765 43210', '098765-43210', '0 98765 43210'])('accepts %j', (phone) => {
    expect(messageFor('phone', phone)).toBeUndefined();
  });
  it.each([
    '',
    '          ',
    '12345',
    '98765 4321',
    '98765432101',
    'abcdefghij',
    '98765abcde',
    'a'.repeat(10_000),
    '☎️ 98765 43210',
    // Arabic-Indic digits: the operator dials Latin digits only.
    '٩٨٧٦٥٤٣٢١٠',
    '+1 415 555 0100',
  ])('rejects %j with its message', (phone) => {
    expect(messageFor('phone', phone)).toBe(MESSAGES.phone);
  });
});

describe('adults and kids', () => {
  it.each(['1', '2', '02', ' 3 ', String(LIMITS.people)])('adults accepts %j', (adults) => {
    expect(messageFor('adults', adults)).toBeUndefined();
  });
  it.each(['', ' ', '0', '-1', '-2', '1.5', '2e1', 'two', '+2', '1 2', '٣'])(
    'adults rejects %j with its message',
    (adults) => {
      expect(messageFor('adults', adults)).toBe(MESSAGES.adults);
    },
  );
  it('adults above the limit ask for a call', () => {
    expect(messageFor('adults', String(LIMITS.people + 1))).toBe(MESSAGES.tooManyAdults);
    expect(messageFor('adults', '9'.repeat(400))).toBe(MESSAGES.tooManyAdults);
  });
  it.each(['0', '1', '00', String(LIMITS.people)])('kids accepts %j', (kids) => {
    expect(messageFor('kids', kids)).toBeUndefined();
  });
  it.each(['', '-1', '0.5', 'none', '1,000'])('kids rejects %j with its message', (kids) => {
    expect(messageFor('kids', kids)).toBe(MESSAGES.kids);
  });
  it('kids above the limit ask for a call', () => {
    expect(messageFor('kids', String(LIMITS.people + 1))).toBe(MESSAGES.tooManyKids);
  });
});

describe('date', () => {
  it('accepts today, read when validating, and up to two years ahead', () => {
    expect(messageFor('date', '05/12/2026')).toBeUndefined();
    expect(messageFor('date', '5/12/2026')).toBeUndefined();
    expect(messageFor('date', '05/12/2028')).toBeUndefined();
  });
  it('rejects earlier days and days too far ahead', () => {
    expect(messageFor('date', '04/12/2026')).toBe(MESSAGES.dateNotBookable);
    expect(messageFor('date', '01/01/2020')).toBe(MESSAGES.dateNotBookable);
    expect(messageFor('date', '06/12/2028')).toBe(MESSAGES.dateNotBookable);
  });
  it.each(['', 'tomorrow', '31/02/2027', '2026-12-05', '<script>alert("xss")</script>'])(
    'rejects %j as not a date',
    (date) => {
      expect(messageFor('date', date)).toBe(MESSAGES.date);
    },
  );
  it('follows the clock, not the day the module was loaded', () => {
    vi.setSystemTime(new Date('2026-12-06T00:00:00+05:30'));
    expect(messageFor('date', '05/12/2026')).toBe(MESSAGES.dateNotBookable);
  });
});

describe('all rules at once', () => {
  it('reports every invalid field together', () => {
    const result = enquirySchema.safeParse({ ...emptyEnquiry(''), kids: '' });
    expect(result.success).toBe(false);
    const fields = new Set(result.error?.issues.map((issue) => issue.path[0]));
    expect([...fields].sort()).toEqual(['adults', 'date', 'email', 'firstName', 'kids', 'phone']);
  });

  it('caps the options per group', () => {
    const options = Array.from({ length: LIMITS.optionsPerGroup + 1 }, (_, i) => `Option ${i}`);
    const trips = { ...valid().trips, trekking: { on: true, options } };
    expect(enquirySchema.safeParse({ ...valid(), trips }).success).toBe(false);
  });
});

describe('hasTrip', () => {
  const none = emptyEnquiry('').trips;
  it('is false with nothing chosen', () => expect(hasTrip(none)).toBe(false));
  it('is true for Nature Education alone', () =>
    expect(hasTrip({ ...none, natureEducation: true })).toBe(true));
  it('is true for a ticked group with an option', () => {
    expect(hasTrip({ ...none, camping: { on: true, options: ['Yellapetty Camp'] } })).toBe(true);
  });
  it('is false for a ticked group without options', () => {
    expect(hasTrip({ ...none, trekking: { on: true, options: [] } })).toBe(false);
  });
  it('ignores options kept in an unticked group (the old site counted them)', () => {
    expect(hasTrip({ ...none, adventure: { on: false, options: ['Kayaking'] } })).toBe(false);
  });
});
