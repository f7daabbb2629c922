import { describe, expect, it } from 'vitest';
import { brochureHref, generatedBrochurePath, isComingSoon, type OfferPackage } from './package-links';

const base = {
  id: 'meesapulimalai',
  name: 'Meesapulimalai',
  tagline: 'A tagline',
  image: '/media/treks/meesapulimalai.jpg',
  location: 'Munnar',
  duration: '6–8 hrs',
  highlights: ['a', 'b', 'c'],
  switchData: [],
  level: 'hard',
  inEnquiryForm: true,
} as const;
const trek: OfferPackage = {
  ...base,
  highlights: [...base.highlights],
  switchData: [],
  rate: null,
  comingSoon: false,
};

describe('package links', () => {
  it('files generated brochures by group, so a trek and a camp of the same id get different files', () => {
    expect(generatedBrochurePath('trek', 'same-id')).not.toBe(generatedBrochurePath('camp', 'same-id'));
    expect(brochureHref('trek', trek)).toBe(generatedBrochurePath('trek', trek.id));
  });

  it('prefers a PDF URL named in the content', () => {
    const withPdf = { ...trek, pdfLink: 'https://example.com/meesapulimalai.pdf' };
    expect(brochureHref('trek', withPdf)).toBe('https://example.com/meesapulimalai.pdf');
  });

  it('knows a trip that is coming soon', () => {
    expect(isComingSoon(trek)).toBe(false);
    expect(isComingSoon({ ...trek, rate: null, comingSoon: true })).toBe(true);
    expect(isComingSoon({ ...trek, rate: 2600, comingSoon: false })).toBe(false);
  });
});
