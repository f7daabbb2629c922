import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { getImageProps } from 'next/image';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getImage, imagePaths, videoPaths, getVideo } from '@/content/media';
import imageLoader, { mediaUrl } from './image-loader';

const CDN = 'https://ik.imagekit.io/kuttiyar';
const GALLERY = '/media/gallery/300.jpg';

/** `<img>` props as next/image builds them with a given loader, for a picture drawn full width. */
function imgProps(loader: typeof imageLoader, src = GALLERY) {
  const info = getImage(src);
  return getImageProps({ loader, src, alt: '', sizes: '100vw', width: info.width, height: info.height })
    .props;
}

describe('media from the shipped files (the default)', () => {
  it('names a shipped WebP for every width of the srcset', () => {
    const { src, srcSet } = imgProps(imageLoader);
    const urls = [src, ...srcSet!.split(', ').map((entry) => entry.split(' ')[0]!)];
    expect(urls.every((url) => /^\/media\/gallery\/300-\d+\.webp$/.test(url))).toBe(true);
    for (const url of urls) expect(existsSync(join('public', url)), url).toBe(true);
  });

  it('ships every width of every picture and every video file the manifest lists', () => {
    const missing: string[] = [];
    for (const path of imagePaths) {
      for (const width of getImage(path).widths) {
        const file = mediaUrl(path, width, 70, '');
        if (!existsSync(join('public', file))) missing.push(file);
      }
      if (!existsSync(join('public', path))) missing.push(path);
    }
    for (const path of videoPaths) {
      const video = getVideo(path);
      for (const file of [video.mp4, video.webm, video.poster].filter(Boolean) as string[]) {
        if (!existsSync(join('public', file))) missing.push(file);
      }
    }
    expect(missing).toEqual([]);
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
    const { src, srcSet } = imgProps(cdnLoader);
    const entries = srcSet!.split(', ');
    expect(entries.length).toBeGreaterThan(2);
    for (const entry of entries)
      expect(entry).toMatch(new RegExp(`^${CDN}${GALLERY}\\?tr=w-\\d+,q-70 \\d+w$`));
    expect(src).toMatch(new RegExp(`^${CDN}${GALLERY}\\?tr=w-\\d+,q-70$`));
  });

  it('serves videos and other files from the CDN by path', () => {
    expect(mediaUrl('/media/video/hero.mp4', 0, 70, CDN)).toBe(`${CDN}/media/video/hero.mp4`);
    expect(mediaUrl('/media/video/hero.mp4', 0, 70, '')).toBe('/media/video/hero.mp4');
  });
});
