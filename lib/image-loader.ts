import type { ImageLoaderProps } from 'next/image';
import manifest from '@/content/media-manifest.json' with { type: 'json' };
import { env } from '@/lib/env';

const images: Record<string, { widths: number[] } | undefined> = manifest.images;

const cdnBase = env.mediaBaseUrl;

/** The shipped variant for a request of `width` pixels: the narrowest wide enough, else the widest there is. */
export function shippedWidth(widths: readonly number[], width: number): number {
  return widths.find((w) => w >= width) ?? widths[widths.length - 1] ?? width;
}

/** URL of `src` (a `/media/…` path) at `width` pixels, from the CDN or the shipped files. */
export function mediaUrl(src: string, width: number, quality = 70, base = cdnBase): string {
  const widths = images[src]?.widths;
  if (!widths) return base && src.startsWith('/media/') ? base + src : src;
  if (base) return `${base}${src}?tr=w-${width},q-${quality}`;
  return src.replace(/\.\w+$/, `-${shippedWidth(widths, width)}.webp`);
}

type VideoFiles = { mp4: string; webm?: string };

/** The URLs a background video plays from, its crops included, from the CDN or the shipped files. */
export function videoSources<T extends VideoFiles>({
  mp4,
  webm,
  crops,
}: T & { crops?: Array<VideoFiles & { aspect: number }> }) {
  const urls = <F extends VideoFiles>(files: F): F => ({
    ...files,
    mp4: mediaUrl(files.mp4, 0),
    webm: files.webm ? mediaUrl(files.webm, 0) : undefined,
  });
  return { ...urls({ mp4, webm }), crops: crops?.map(urls) };
}

export default function imageLoader({ src, width, quality }: ImageLoaderProps): string {
  return mediaUrl(src, width, quality);
}
