import { getImageProps } from 'next/image';
import { afterEach, describe, expect, it, vi } from 'vitest';
import imageLoader, { mediaUrl } from './image-loader';

// The loader is tested against a fixed manifest: a wide banner, a card, a picture smaller than its folder uses
// and an upload named as a phone names it, served under its web name.
vi.mock('@/content/media-manifest.json', () => ({
  default: {
    images: {
      '/media/banners/wide.jpg': {
        width: 1920,
        height: 1080,
        widths: [384, 768, 1280, 1920],
        blurDataURL: '',
        color: '#336644',
      },
      '/media/treks/card.jpg': {
        width: 1280,
        height: 960,
        widths: [384, 768, 1280],
        blurDataURL: '',
        color: '#336644',
      },
      '/media/treks/small.jpg': {
        width: 500,
        height: 375,
        widths: [384, 500],
        blurDataURL: '',
        color: '#336644',
      },
      '/media/uploads/IMG 2041 (1).PNG': {
        src: '/media/uploads/img-2041-1-0a1b2c3d.png',
        width: 800,
        height: 600,
        widths: [384, 768, 800],
        blurDataURL: '',
        color: '#336644',
      },
      '/media/uploads/Café.jpg': {
        src: '/media/uploads/cafe-5e6f7a8b.jpg',
        width: 800,
        height: 600,
        widths: [384, 768, 800],
        blurDataURL: '',
        color: '#336644',
      },
      '/media/bunny-buds/thumb.jpg': {
        width: 1280,
        height: 960,
        widths: [256, 384, 768, 1280],
        blurDataURL: '',
        color: '#336644',
      },
    },
    videos: {},
  },
}));

const CDN = 'https://ik.imagekit.io/kuttiyar';
const PICTURES = {
  '/media/banners/wide.jpg': [384, 768, 1280, 1920],
  '/media/treks/card.jpg': [384, 768, 1280],
  '/media/treks/small.jpg': [384, 500],
  '/media/uploads/IMG 2041 (1).PNG': [384, 768, 800],
  '/media/bunny-buds/thumb.jpg': [256, 384, 768, 1280],
};

/** `<img>` src and srcset entries as next/image builds them with a given loader, for a picture drawn full width. */
function urls(loader: typeof imageLoader, src: string) {
  const { props } = getImageProps({ loader, src, alt: '', sizes: '100vw', width: 1920, height: 1080 });
  return [props.src, ...props.srcSet!.split(', ').map((entry) => entry.split(' ')[0]!)];
}

describe('media from the shipped files (the default)', () => {
  it('names only variants the manifest lists for the picture, and reaches its widest one', () => {
    for (const [src, widths] of Object.entries(PICTURES)) {
      const asked = urls(imageLoader, src).map((url) => Number(url.match(/-(\d+)\.webp$/)?.[1]));
      expect(
        asked.every((width) => widths.includes(width)),
        `${src}: ${asked}`,
      ).toBe(true);
      expect(Math.max(...asked)).toBe(widths.at(-1));
    }
  });

  it('picks the narrowest variant at least as wide as asked, else the widest there is', () => {
    expect(mediaUrl('/media/treks/card.jpg', 192, 70, '')).toBe('/media/treks/card-384.webp');
    expect(mediaUrl('/media/treks/card.jpg', 769, 70, '')).toBe('/media/treks/card-1280.webp');
    expect(mediaUrl('/media/treks/card.jpg', 1920, 70, '')).toBe('/media/treks/card-1280.webp');
    expect(mediaUrl('/media/treks/small.jpg', 768, 70, '')).toBe('/media/treks/small-500.webp');
    expect(mediaUrl('/media/banners/wide.jpg', 1920, 70, '')).toBe('/media/banners/wide-1920.webp');
    expect(mediaUrl('/media/uploads/IMG 2041 (1).PNG', 400, 70, '')).toBe(
      '/media/uploads/img-2041-1-0a1b2c3d-768.webp',
    );
    expect(mediaUrl('/media/bunny-buds/thumb.jpg', 256, 70, '')).toBe('/media/bunny-buds/thumb-256.webp');
    expect(mediaUrl('/media/bunny-buds/thumb.jpg', 257, 70, '')).toBe('/media/bunny-buds/thumb-384.webp');
  });

  it('finds a picture whose name arrives in decomposed Unicode, as a Mac may save it', () => {
    const decomposed = '/media/uploads/Cafe\u0301.jpg';
    expect(decomposed).not.toBe('/media/uploads/Café.jpg');
    expect(mediaUrl(decomposed, 800, 70, '')).toBe('/media/uploads/cafe-5e6f7a8b-800.webp');
  });

  it('leaves files that are not pictures of the manifest as they are', () => {
    expect(mediaUrl('/media/avatar.svg', 96, 70, '')).toBe('/media/avatar.svg');
    expect(mediaUrl('/media/video/hero.mp4', 0, 70, '')).toBe('/media/video/hero.mp4');
  });
});

describe('media from a CDN (NEXT_PUBLIC_MEDIA_BASE_URL set)', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it('points src and every srcset entry at the CDN, with a width and quality transform', async () => {
    vi.stubEnv('NEXT_PUBLIC_MEDIA_BASE_URL', `${CDN}/`);
    vi.resetModules();
    const { default: cdnLoader } = await import('./image-loader');
    const all = urls(cdnLoader, '/media/treks/card.jpg');
    expect(all.length).toBeGreaterThan(3);
    for (const url of all)
      expect(url).toMatch(new RegExp(`^${CDN}/media/treks/card\\.jpg\\?tr=w-\\d+,q-70$`));
  });

  it('asks the CDN for an upload by its web name', () => {
    expect(mediaUrl('/media/uploads/IMG 2041 (1).PNG', 384, 70, CDN)).toBe(
      `${CDN}/media/uploads/img-2041-1-0a1b2c3d.png?tr=w-384,q-70`,
    );
  });

  it('serves videos and other files from the CDN by path', () => {
    expect(mediaUrl('/media/video/hero.mp4', 0, 70, CDN)).toBe(`${CDN}/media/video/hero.mp4`);
    expect(mediaUrl('/media/avatar.svg', 96, 70, CDN)).toBe(`${CDN}/media/avatar.svg`);
    expect(mediaUrl('/elsewhere/logo.png', 96, 70, CDN)).toBe('/elsewhere/logo.png');
  });
});
