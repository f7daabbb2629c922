import { describe, expect, it } from 'vitest';
import { indianPhoneDigits, normalisePhone, telDigits, whatsappDigits } from './phone';

describe('an Indian number, typed any common way', () => {
  it.each([
    '098470 12345',
    '+91 98470-12345',
    '9847012345',
    '98470 12345',
    '98470-12345',
    '+91-98470-12345',
    '+919847012345',
    '919847012345',
    '0091 98470 12345',
    '91 98470 12345',
    ' (+91) 98470.12345 ',
    '0 98470 12345',
  ])('reads %j as 9847012345, shown as +91 98470 12345', (typed) => {
    expect(indianPhoneDigits(typed)).toBe('9847012345');
    expect(normalisePhone(typed)).toBe('+91 98470 12345');
  });

  it.each([
    ['04865 230 123', '4865230123'],
    ['(0484) 123-4567', '4841234567'],
  ])('reads the landline %j without its trunk 0, as %s', (typed, digits) => {
    expect(indianPhoneDigits(typed)).toBe(digits);
  });

  it.each([
    '',
    '   ',
    'call us',
    '12345',
    '987654321',
    '98470123456',
    '+91 98470 1234',
    '098470 123456',
    // 10 digits starting with the trunk 0: a number missing a digit, not a number.
    '0123456789',
    '0000000000',
    '98470x12345',
    'nine eight seven',
    '९८४७०१२३४५',
    '98470 12345 ext 2',
    '+91 +91 9847012345',
  ])('refuses %j', (typed) => {
    expect(indianPhoneDigits(typed)).toBeNull();
    expect(normalisePhone(typed)).toBeNull();
  });
});

describe('a number of another country', () => {
  it('is kept, for the site, as its digits after +', () => {
    expect(normalisePhone('+44 20 7946 0958')).toBe('+442079460958');
    expect(normalisePhone('0044 20 7946 0958')).toBe('+442079460958');
  });

  it.each(['+44 20 7946 0958', '+1 415 555 0100', '+92 98470 12345', '0 0 9847012345'])(
    'is not one the form accepts: %j',
    (typed) => {
      expect(indianPhoneDigits(typed)).toBeNull();
    },
  );

  it('needs more than a country code', () => {
    expect(normalisePhone('+1 23')).toBeNull();
  });
});

it('gives the digits tel: and wa.me links need', () => {
  const canonical = normalisePhone('098470 12345')!;
  expect(telDigits(canonical)).toBe('+919847012345');
  expect(whatsappDigits(canonical)).toBe('919847012345');
});
