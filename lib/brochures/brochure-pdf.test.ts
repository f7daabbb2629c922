import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import type { TripEntry } from '@/content/schemas';
import { toTrip } from '@/lib/trips/trips';
import { brochurePdf } from './brochure-pdf';

const entry: TripEntry = {
  id: 'test-camp',
  name: 'Kolukkumalai Sunrise',
  tagline: 'Sleep high in tea country and wake above the clouds',
  image: '/media/camps/kolukkumalai-sunrise.jpg',
  rate: 2600,
  location: 'Near Kolukkumalai, via Suryanelli',
  duration: '2D & 1N',
  highlights: ['Sunrise over a sea of clouds', 'Estate jeep ride – at 5 AM', 'Campfire evening'],
  sections: [
    { heading: 'Day 1', points: [{ key: '2:00 PM', value: 'Check in; welcome tea' }] },
    {
      heading: 'Optional or On-request extras',
      points: [{ key: 'Jeep', value: 'Jeep from town: ₹3,500 per jeep' }],
    },
  ],
  level: 'easy',
  inEnquiryForm: true,
  comingSoon: false,
};
const camp = toTrip('camping', entry);

describe('brochurePdf', () => {
  it('makes a small one-page A4 PDF titled after the package, even with rupee signs in the text', async () => {
    const bytes = await brochurePdf(camp);
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    expect(bytes.length).toBeLessThan(300 * 1024);
    const doc = await PDFDocument.load(bytes);
    expect(doc.getTitle()).toBe('Kolukkumalai Sunrise: camp brochure');
    expect(doc.getPageCount()).toBe(1);
    const { width, height } = doc.getPage(0).getSize();
    expect([Math.round(width), Math.round(height)]).toEqual([595, 842]);
  });

  it('gives the same bytes for the same content, so the size on the card is the size of the file', async () => {
    const first = await brochurePdf({ ...camp, id: 'copy-a' });
    const second = await brochurePdf({ ...camp, id: 'copy-b' });
    expect(Buffer.from(first).equals(Buffer.from(second))).toBe(true);
  });

  it('runs onto more pages when the details are long', async () => {
    const points = Array.from({ length: 40 }, (_, i) => ({
      key: `Point ${i + 1}`,
      value:
        'A fairly long value that wraps onto a second line in the brochure layout, to fill the page quickly.',
    }));
    const bytes = await brochurePdf({
      ...camp,
      id: 'long',
      sections: [{ heading: 'Day 1', points }, ...camp.sections],
    });
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBeGreaterThan(1);
  });
});
