import type { ImageLoaderProps } from 'next/image';
import manifest from '@/content/media-manifest.json' with { type: 'json' };
import { env } from '@/lib/env';
import { mediaKey } from '@/content/media-name.mjs';
import type { VideoCrop } from '@/lib/video-crop';

const images: Record<string, { src?: string; widths: number[] } | undefined> = manifest.images;

const cdnBase = env.mediaBaseUrl;

/** The shipped variant for a request of `width` pixels: the narrowest wide enough, else the widest there is. */
export function shippedWidth(widths: readonly number[], width: number): number {
  return widths.find((w) => w >= width) ?? widths[widths.length - 1] ?? width;
}

/** URL of `src` (a `/media/…` path as the content names it) at `width` pixels, from the CDN or the shipped files. */
export function mediaUrl(src: string, width: number, quality = 70, base = cdnBase): string {
  const picture = images[mediaKey(src)];
  if (!picture) return base && src.startsWith('/media/') ? base + src : src;
  const served = picture.src ?? src;
  if (base) return `${base}${served}?tr=w-${width},q-${quality}`;
  return served.replace(/\.\w+$/, `-${shippedWidth(picture.widths, width)}.webp`);
}

/** The URLs a background video plays from, its crops included, from the CDN or the shipped files. */
export function videoSources(video: { mp4: string; webm?: string; crops?: VideoCrop[] }) {
  const files = ({ mp4, webm }: { mp4: string; webm?: string }) => ({
    mp4: mediaUrl(mp4, 0),
    webm: webm ? mediaUrl(webm, 0) : undefined,
  });
  return { ...files(video), crops: video.crops?.map((crop) => ({ aspect: crop.aspect, ...files(crop) })) };
}

export default function imageLoader({ src, width, quality }: ImageLoaderProps): string {
  return mediaUrl(src, width, quality);
}
