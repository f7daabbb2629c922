import { describe, expect, it } from 'vitest';
import { formatDuration, formatFileSize, formatRate } from './format';

describe('formatRate', () => {
  it('writes rupees per person in the Indian format', () => {
    expect(formatRate(2600)).toBe('₹2,600 per person');
    expect(formatRate(2750)).toBe('₹2,750 per person');
    expect(formatRate(125000)).toBe('₹1,25,000 per person');
  });

  it('says the price is on request when there is no rate', () => {
    expect(formatRate(null)).toBe('Price on request');
    expect(formatRate(undefined)).toBe('Price on request');
  });
});

describe('formatDuration', () => {
  it('keeps the duration as written', () => {
    expect(formatDuration('3–5 hrs')).toBe('3–5 hrs');
    expect(formatDuration('2D & 1N')).toBe('2D & 1N');
  });

  it('shows N/A when it is missing or blank', () => {
    expect(formatDuration(undefined)).toBe('N/A');
    expect(formatDuration(null)).toBe('N/A');
    expect(formatDuration('  ')).toBe('N/A');
  });
});

describe('formatFileSize', () => {
  it('rounds to whole kilobytes, never below 1 KB', () => {
    expect(formatFileSize(200)).toBe('1 KB');
    expect(formatFileSize(4300)).toBe('4 KB');
    expect(formatFileSize(300 * 1024)).toBe('300 KB');
  });

  it('switches to megabytes past 1 MB', () => {
    expect(formatFileSize(1.2 * 1024 * 1024)).toBe('1.2 MB');
    expect(formatFileSize(2 * 1024 * 1024)).toBe('2 MB');
  });
});
