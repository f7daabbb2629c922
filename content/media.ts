import { z } from 'zod';
import manifest from './media-manifest.json' with { type: 'json' };

/** One raster picture, rendered by scripts/generate-media.mjs at several widths. */
export type ImageInfo = {
  width: number;
  height: number;
  /** Widths of the shipped `<name>-<w>.webp` variants, ascending; the last equals `width`. */
  widths: number[];
  /** A tiny inline `data:image/webp;base64,…` placeholder (PITFALLS N6: must be inline). */
  blurDataURL: string;
};

export type VideoInfo = {
  mp4: string;
  webm?: string;
  poster: string;
  width: number;
  height: number;
};

type Manifest = { images: Record<string, ImageInfo>; videos: Record<string, VideoInfo> };

const { images, videos } = manifest as Manifest;

export function getImage(path: string): ImageInfo {
  const info = images[path];
  if (!info) throw new Error(`No shipped image for "${path}": run \`npm run media\` or fix the path.`);
  return info;
}

export function getVideo(path: string): VideoInfo {
  const info = videos[path];
  if (!info) throw new Error(`No shipped video for "${path}": run \`npm run media\` or fix the path.`);
  return info;
}

export const imagePaths = Object.keys(images);
export const videoPaths = Object.keys(videos);

/** A content field naming a picture: it must be one the media script ships. */
export const imagePath = z
  .string()
  .refine((p) => p in images, { error: (issue) => `no shipped image "${String(issue.input)}"` });

export const videoPath = z
  .string()
  .refine((p) => p in videos, { error: (issue) => `no shipped video "${String(issue.input)}"` });
