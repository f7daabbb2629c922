import { describe, expect, it } from 'vitest';
import { HEIC_NAME, mediaKey, servedName, servedPath } from './media-name.mjs';

const WEB_NAME = /^[a-z0-9][a-z0-9_.-]*$/;

describe('servedName', () => {
  it('keeps a name of lower-case letters, digits, dashes, underscores and dots as it is', () => {
    for (const name of [
      'meesapulimalai.jpg',
      'img-2041-1.jpg',
      'hero_poster.2.webp',
      'uploads',
      'avatar.svg',
    ])
      expect(servedName(name)).toBe(name);
  });

  it("turns a phone's name into a web name: simplified letters, a fingerprint, the extension in lower case", () => {
    expect(servedName('IMG 2041 (1).JPG')).toMatch(/^img-2041-1-[0-9a-f]{8}\.jpg$/);
    expect(servedName('Café at dawn.PNG')).toMatch(/^cafe-at-dawn-[0-9a-f]{8}\.png$/);
    expect(servedName('My Trips')).toMatch(/^my-trips-[0-9a-f]{8}$/);
  });

  it('gives a name with no Latin letters a web name of its own', () => {
    const munnar = servedName('മൂന്നാർ.jpg');
    const kuttiyar = servedName('കുട്ടിയാർ.jpg');
    expect(munnar).toMatch(/^file-[0-9a-f]{8}\.jpg$/);
    expect(kuttiyar).toMatch(/^file-[0-9a-f]{8}\.jpg$/);
    expect(munnar).not.toBe(kuttiyar);
  });

  it('always gives the same web name for the same name, whichever Unicode form it arrives in', () => {
    const composed = 'Café.jpg';
    const decomposed = 'Cafe\u0301.jpg';
    expect(decomposed).not.toBe(composed);
    expect(servedName(decomposed)).toBe(servedName(composed));
    expect(servedName('IMG 2041 (1).JPG')).toBe(servedName('IMG 2041 (1).JPG'));
  });

  it('tells apart names that read alike once simplified', () => {
    const names = ['IMG 1.jpg', 'IMG (1).jpg', 'img 1.jpg', 'IMG_1.jpg', 'IMG 1.JPG'];
    const served = names.map(servedName);
    expect(new Set(served).size).toBe(names.length);
    expect(served.includes('img-1.jpg')).toBe(false);
  });

  it('always makes a name a URL and a srcset carry as they are', () => {
    const awkward = [
      'a "quoted", name.jpg',
      'comma, space.webp',
      '100% (final).png',
      '  spaces  .jpg',
      '-dash-first.jpg',
      'ÀÉÎÕÜ.jpeg',
      'emoji 🌄.jpg',
      'no extension',
      '.jpg',
      'x'.repeat(300) + '.jpg',
      'y'.repeat(120),
    ];
    for (const name of awkward) {
      const served = servedName(name);
      expect(served, name).toMatch(WEB_NAME);
      expect(encodeURI(served), name).toBe(served);
      expect(served.length, name).toBeLessThan(90);
    }
  });
});

describe('servedPath', () => {
  it('names each folder and file of a path', () => {
    expect(servedPath('uploads/IMG 2041 (1).JPG')).toBe(`uploads/${servedName('IMG 2041 (1).JPG')}`);
    expect(servedPath('My Trips/a.jpg')).toBe(`${servedName('My Trips')}/a.jpg`);
    expect(servedPath('treks/peak.jpg')).toBe('treks/peak.jpg');
  });
});

describe('mediaKey', () => {
  it('gives the one Unicode form of a content reference', () => {
    expect(mediaKey('/media/uploads/Cafe\u0301.jpg')).toBe('/media/uploads/Café.jpg');
    expect(mediaKey('/media/treks/peak.jpg')).toBe('/media/treks/peak.jpg');
  });
});

describe('HEIC_NAME', () => {
  it('matches iPhone photos in any case, and nothing else', () => {
    for (const name of ['IMG_2042.HEIC', 'photo.heic', 'photo.heif', 'a.HeIf'])
      expect(HEIC_NAME.test(name)).toBe(true);
    for (const name of ['photo.jpg', 'heic.jpg', 'photo.avif']) expect(HEIC_NAME.test(name)).toBe(false);
  });
});
