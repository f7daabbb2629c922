import type { ImageLoaderProps } from 'next/image';
import { env } from '@/lib/env';

/** Widths the media script renders; wide pictures (banners, gallery, video posters) also at 1920. */
export const MEDIA_WIDTHS = [384, 768, 1280, 1920] as const;
const WIDE_FOLDERS = /^\/media\/(banners|gallery|video)\//;

const cdnBase = env.mediaBaseUrl;

/** The shipped WebP width that serves a request for `width` pixels of `src`. */
export function shippedWidth(src: string, width: number): number {
  const max = WIDE_FOLDERS.test(src) ? 1920 : 1280;
  return MEDIA_WIDTHS.find((w) => w >= width && w <= max) ?? max;
}

/** URL of `src` (a logical `/media/…/name.jpg` path) at `width` pixels, from the CDN or the shipped files. */
export function mediaUrl(src: string, width: number, quality = 70, base = cdnBase): string {
  if (!src.startsWith('/media/') || !src.endsWith('.jpg'))
    return base && src.startsWith('/media/') ? base + src : src;
  if (base) return `${base}${src}?tr=w-${width},q-${quality}`;
  return src.replace(/\.jpg$/, `-${shippedWidth(src, width)}.webp`);
}

export default function imageLoader({ src, width, quality }: ImageLoaderProps): string {
  return mediaUrl(src, width, quality);
}
