import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  bookableRange,
  formatDateInput,
  formatEnquiryDate,
  isBookable,
  parseDateInput,
} from './enquiry-date';

describe('formatEnquiryDate', () => {
  it('writes weekday, day, month name and year', () => {
    expect(formatEnquiryDate(new Date(2026, 11, 5))).toBe('Saturday, 5 December 2026');
    expect(formatEnquiryDate(new Date(2027, 0, 1))).toBe('Friday, 1 January 2027');
    expect(formatEnquiryDate(new Date(2028, 1, 29))).toBe('Tuesday, 29 February 2028');
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
      expect(parseDateInput(text), text).toEqual(new Date(2026, 11, 5));
    }
  });

  it('round-trips', () => {
    const date = new Date(2026, 11, 5);
    expect(formatDateInput(date)).toBe('05/12/2026');
    expect(parseDateInput(formatDateInput(date))).toEqual(date);
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

describe('bookable dates', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2026, 11, 5, 23, 59));
  });
  afterEach(() => vi.useRealTimers());

  it('runs from today to two years ahead', () => {
    const range = bookableRange();
    expect(range.earliest).toEqual(new Date(2026, 11, 5));
    expect(isBookable(new Date(2026, 11, 5))).toBe(true);
    expect(isBookable(new Date(2026, 11, 4))).toBe(false);
    expect(isBookable(new Date(2028, 11, 5))).toBe(true);
    expect(isBookable(new Date(2028, 11, 6))).toBe(false);
  });
});
