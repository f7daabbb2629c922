import { z } from 'zod';
import { mediaKey } from './media-name.mjs';
import manifest from './media-manifest.json' with { type: 'json' };

/** One picture of media/, as `npm run media` ships it under public/media/ (see scripts/media.mjs). */
type ImageInfo = {
  /** The web name it is served under, where that differs from the name the content uses (content/media-name.mjs). */
  src?: string;
  width: number;
  height: number;
  /** Widths of the shipped `<name>-<w>.webp` variants, ascending; the last equals `width`. */
  widths: number[];
  /** A tiny inline `data:image/webp;base64,…` placeholder: the blur must be inline to show in a static export. */
  blurDataURL: string;
  /** The picture's mean colour (`#rrggbb`): the placeholder of pictures below the fold, where a blur costs more than it shows. */
  color: string;
};

/** A centre crop of a background video, made by `npm run media` (scripts/media.mjs) where ffmpeg is installed. */
export type VideoCrop = {
  /** Width / height. */
  aspect: number;
  mp4: string;
  webm?: string;
};

type VideoInfo = {
  mp4: string;
  webm?: string;
  poster: string;
  /** Centre crops for boxes narrower than the video (a phone's hero); only where ffmpeg made them. */
  crops?: VideoCrop[];
};

export type MediaManifest = { images: Record<string, ImageInfo>; videos: Record<string, VideoInfo> };

const { images, videos } = manifest;

export function getImage(path: string): ImageInfo {
  const info = images[mediaKey(path)];
  if (!info)
    throw new Error(
      `No picture "${path}" in media/: add it there and run \`npm run media\`, or fix the path.`,
    );
  return info;
}

/** The manifest's key of a video: its path without the extension the editor's file picker keeps. */
export const videoKey = (path: string) => path.replace(/\.(mp4|webm)$/i, '');

export function getVideo(path: string): VideoInfo {
  const info = videos[mediaKey(videoKey(path))];
  if (!info)
    throw new Error(`No video "${path}" in media/: add it there and run \`npm run media\`, or fix the path.`);
  return info;
}

const IMAGE_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
};

/**
 * A picture's full-size file as `npm run media` ships it under public/ (by its web name, which may differ
 * from the name the content uses) and its content type.
 */
export function shippedImage(path: string): { file: string; type: string } {
  const file = getImage(path).src ?? path;
  const extension = file.slice(file.lastIndexOf('.') + 1).toLowerCase();
  const type = IMAGE_TYPES[extension];
  if (!type)
    throw new Error(`The picture "${path}" is shipped as "${file}", a type a sharing card cannot use.`);
  return { file, type };
}

export const imagePaths = Object.keys(images);
export const videoPaths = Object.keys(videos);

/** A content field naming a picture: `/media/<folder>/<name>.jpg` for an original media/<folder>/<name>.*. */
export const imagePath = z
  .string()
  .refine((p) => mediaKey(p) in images, { error: (issue) => `no shipped image "${String(issue.input)}"` });

/** A content field naming a video: `/media/video/<name>.mp4` (or without the extension). */
export const videoPath = z.string().refine((p) => mediaKey(videoKey(p)) in videos, {
  error: (issue) => `no shipped video "${String(issue.input)}"`,
});
