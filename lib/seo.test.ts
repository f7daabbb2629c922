import type { Metadata } from 'next';
import { describe, expect, it } from 'vitest';
import { LANGS, localePath } from '@/content/languages';
import { tripImagePath } from '@/lib/trips/links';
import { trips, tripsIn } from '@/lib/trips/trips';
import { fitDescription, pageImagePath, pageMetadata, privacyMetadata, tripMetadata } from './seo';

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

describe('the sharing card a page names', () => {
  const imagesOf = (metadata: Metadata) => ({
    og: (metadata.openGraph?.images as { url: string }[])[0]?.url,
    twitter: (metadata.twitter?.images as string[])[0],
  });

  it('is its own language’s card, in Open Graph and for Twitter alike', () => {
    for (const lang of LANGS) {
      const own = (card: string) => ({ og: localePath(lang, card), twitter: localePath(lang, card) });
      expect(imagesOf(pageMetadata('home', lang))).toEqual(own(pageImagePath('home')));
      expect(imagesOf(privacyMetadata(lang))).toEqual(own(pageImagePath('home')));
      for (const trip of tripsIn(lang))
        expect(imagesOf(tripMetadata(trip, lang))).toEqual(own(tripImagePath(trip)));
    }
    expect(pageImagePath('home')).toBe('/og/home.jpg');
    expect(localePath('ml', pageImagePath('home'))).toBe('/ml/og/home.jpg');
  });
});
