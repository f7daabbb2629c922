import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  bookableRange,
  formatDateInput,
  formatEnquiryDate,
  isBookable,
  parseDateInput,
  today,
} from './enquiry-date';

const day = (text: string) => {
  const date = parseDateInput(text);
  if (!date) throw new Error(`not a date: ${text}`);
  return date;
};

describe('formatEnquiryDate', () => {
  it('writes weekday, day, month name and year', () => {
    expect(formatEnquiryDate(day('05/12/2026'))).toBe('Saturday, 5 December 2026');
    expect(formatEnquiryDate(day('01/01/2027'))).toBe('Friday, 1 January 2027');
    expect(formatEnquiryDate(day('29/02/2028'))).toBe('Tuesday, 29 February 2028');
  });
});

describe('parseDateInput and formatDateInput', () => {
  it('reads day first with any common separator', () => {
    for (const text of [
      '05/12/2026',
      '5/12/2026',
      '5-12-2026',
      '5.12.2026',
      '5 12 2026',
      '05/12/26',
      ' 05/12/2026 ',
    ]) {
      expect(formatDateInput(day(text)), text).toBe('05/12/2026');
    }
  });

  it.each([
    '',
    'tomorrow',
    '31/02/2026',
    '29/02/2027',
    '00/12/2026',
    '5/13/2026',
    '2026-12-05',
    '5/12',
    '5//12/2026',
    '05/12/20266',
    '٠٥/١٢/٢٠٢٦',
  ])('rejects %j', (text) => {
    expect(parseDateInput(text)).toBeNull();
  });
});

describe('today and bookable dates', () => {
  afterEach(() => vi.useRealTimers());

  it("is Munnar's date, whatever the time zone of the moment it is asked", () => {
    // 21:00 on 4 December in New York is 07:30 on 5 December in Munnar.
    expect(formatDateInput(today(new Date('2026-12-04T21:00:00-05:00')))).toBe('05/12/2026');
    // 23:59 in Munnar is still the same day there, though it is 18:29 UTC.
    expect(formatDateInput(today(new Date('2026-12-05T23:59:00+05:30')))).toBe('05/12/2026');
    expect(formatDateInput(today(new Date('2026-12-06T00:00:00+05:30')))).toBe('06/12/2026');
  });

  it('runs from today in Munnar to two years ahead', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-12-04T21:00:00-05:00'));
    expect(formatDateInput(bookableRange().earliest)).toBe('05/12/2026');
    expect(isBookable(day('05/12/2026'))).toBe(true);
    expect(isBookable(day('04/12/2026'))).toBe(false);
    expect(isBookable(day('05/12/2028'))).toBe(true);
    expect(isBookable(day('06/12/2028'))).toBe(false);
  });
});
