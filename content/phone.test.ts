import { describe, expect, it } from 'vitest';
import { normalisePhone, telDigits, whatsappDigits } from './phone';

describe('normalisePhone', () => {
  it.each([
    '098470 12345',
    '+91 98470-12345',
    '9847012345',
    '98470 12345',
    '+919847012345',
    '0091 98470 12345',
    '91 98470 12345',
    ' (+91) 98470.12345 ',
  ])('reads %j as +91 98470 12345', (typed) => {
    expect(normalisePhone(typed)).toBe('+91 98470 12345');
  });

  it('keeps a landline with its area code, without the leading 0', () => {
    expect(normalisePhone('04865 230123')).toBe('+91 48652 30123');
  });

  it('keeps another country number as its digits after +', () => {
    expect(normalisePhone('+44 20 7946 0958')).toBe('+442079460958');
  });

  it.each(['', 'call us', '12345', '+91 98470 1234', '098470 123456', '+1 23', '0000000000'])(
    'refuses %j',
    (typed) => {
      expect(normalisePhone(typed)).toBeNull();
    },
  );

  it('gives the digits tel: and wa.me links need', () => {
    const canonical = normalisePhone('098470 12345')!;
    expect(telDigits(canonical)).toBe('+919847012345');
    expect(whatsappDigits(canonical)).toBe('919847012345');
  });
});
