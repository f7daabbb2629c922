import { describe, expect, it } from 'vitest';
import { FIRST_ROUND_TRIP_BYTES, describeLcpRequests, summarizeLcpRequests } from './bench-lantern.mjs';

const request = (
  resourceType: string,
  transferSize: number,
  priority = 'High',
  url = `/${resourceType}`,
) => ({
  url,
  resourceType,
  priority,
  transferSize,
  isDocument: false,
  endMs: 900,
});
const document = (transferSize: number) => ({
  url: '/',
  resourceType: 'Document',
  priority: 'VeryHigh',
  transferSize,
  isDocument: true,
  endMs: 771.6,
});

describe('summarizeLcpRequests', () => {
  it('sums the requests by kind and counts low-priority images apart', () => {
    const summary = summarizeLcpRequests([
      document(2048),
      request('Image', 10 * 1024, 'High'),
      request('Image', 25 * 1024, 'Low'),
      request('Image', 5 * 1024, 'VeryLow'),
      request('Script', 60 * 1024, 'Low'),
      request('Script', 4 * 1024, 'Low'),
      request('Stylesheet', 11 * 1024, 'VeryHigh'),
      request('Manifest', 800, 'Medium'),
      request('Image', 66, 'Low', 'data:image/webp;base64,AAAA'),
    ]);
    expect(summary.document).toEqual({ kib: 2, endMs: 772, secondRoundTrip: false });
    expect(summary.images).toEqual({ count: 3, kib: 40 });
    expect(summary.lowPriorityImages).toEqual({ count: 2, kib: 30 });
    expect(summary.scripts).toEqual({ count: 2, kib: 64 });
    expect(summary.stylesheets).toEqual({ count: 1, kib: 11 });
    expect(summary.fonts).toEqual({ count: 0, kib: 0 });
    expect(summary.other).toEqual({ count: 1, kib: 0.8 });
    expect(summary.total).toEqual({ count: 7, kib: 115.8 });
  });

  it('marks a document that does not fit the first round trip of a new connection', () => {
    expect(summarizeLcpRequests([document(FIRST_ROUND_TRIP_BYTES)]).document?.secondRoundTrip).toBe(false);
    expect(summarizeLcpRequests([document(FIRST_ROUND_TRIP_BYTES + 1)]).document?.secondRoundTrip).toBe(true);
    expect(summarizeLcpRequests([request('Script', 100)]).document).toBeNull();
  });
});

describe('describeLcpRequests', () => {
  it('reads as one line, naming only the kinds there are besides scripts, images and CSS', () => {
    const line = describeLcpRequests(
      summarizeLcpRequests([
        document(17 * 1024),
        request('Image', 10 * 1024),
        request('Image', 26 * 1024, 'Low'),
        request('Script', 6 * 1024, 'Low'),
        request('Stylesheet', 11 * 1024, 'VeryHigh'),
      ]),
    );
    expect(line).toBe(
      'document 17 KiB (needs a second round trip), done at 772 ms; 4 more requests, 53 KiB: 1 script 6 KiB, 2 images 36 KiB (1 low-priority, 26 KiB), 1 stylesheet 11 KiB',
    );
    expect(describeLcpRequests(null)).toBe('not measured');
  });
});
