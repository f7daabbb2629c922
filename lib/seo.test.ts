import { describe, expect, it } from 'vitest';
import { trips } from '@/lib/trips/trips';
import { fitDescription, tripMetadata } from './seo';

describe('fitDescription', () => {
  it('keeps a text that fits, and cuts a longer one at a word, ending in an ellipsis within the limit', () => {
    expect(fitDescription('Short and sweet.', 20)).toBe('Short and sweet.');
    expect(fitDescription('One two three, four five', 18)).toBe('One two three…');
    const cut = fitDescription('word '.repeat(60));
    expect(Array.from(cut).length).toBeLessThanOrEqual(160);
    expect(cut).toMatch(/word…$/);
  });
});

describe('a trip page’s metadata', () => {
  it('names the trip in its title and description, and keeps the description to 160 characters', () => {
    for (const trip of trips) {
      const metadata = tripMetadata(trip);
      expect(JSON.stringify(metadata.title)).toContain(trip.name);
      expect(metadata.description).toContain(trip.name);
      expect(Array.from(metadata.description ?? '').length).toBeLessThanOrEqual(160);
    }
  });
});
