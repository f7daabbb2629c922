// The phone crops of a background video: centre crops cut with ffmpeg, where it is installed, so a phone
// downloads and decodes only the part of the video its screen shows.
import { execFile } from 'node:child_process';
import { mkdir, readFile, rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import { promisify } from 'node:util';

/**
 * Centre crops of each video, narrowest first. A video drawn with `object-fit: cover` in a box narrower than
 * itself shows only its middle; the player (components/media/background-video-player.tsx) picks the
 * narrowest crop at least as wide, in aspect, as its box, so a phone downloads and decodes only what it shows.
 */
export const CROPS = [
  { name: 'tall', aspect: 9 / 16 },
  { name: 'square', aspect: 1 },
];
/** Crops are at most this tall: a phone's hero needs no more than the 720p it was shot for. */
const CROP_HEIGHT = 720;
const ENCODERS = {
  webm: [
    '-c:v',
    'libvpx-vp9',
    '-crf',
    '38',
    '-b:v',
    '0',
    '-row-mt',
    '1',
    '-deadline',
    'good',
    '-cpu-used',
    '4',
  ],
  mp4: ['-c:v', 'libx264', '-crf', '27', '-preset', 'slow', '-pix_fmt', 'yuv420p', '-movflags', '+faststart'],
};
// Any change here re-encodes every crop: it is part of each video's cache key.
export const VIDEO_SETTINGS = JSON.stringify({ version: 1, CROPS, CROP_HEIGHT, ENCODERS });

/**
 * The size of a crop of `aspect` (width / height) from a `width` × `height` video, at most `maxHeight` tall and
 * even on both sides (as 4:2:0 video needs); null when the video is itself about that narrow.
 */
export function cropSize(width, height, aspect, maxHeight = CROP_HEIGHT) {
  if (width / height <= aspect * 1.1) return null;
  const h = 2 * Math.round(Math.min(height, maxHeight) / 2);
  return { width: 2 * Math.round((h * aspect) / 2), height: h };
}

const execFileAsync = promisify(execFile);

/** Whether `command` runs as ffmpeg; the pipeline makes no crops without it. */
export async function hasFfmpeg(command = 'ffmpeg') {
  return execFileAsync(command, ['-version']).then(
    () => true,
    () => false,
  );
}

/** Width and height of the first video stream of `file`, read by ffmpeg itself (no ffprobe needed). */
export async function videoSize(ffmpeg, file) {
  // ffmpeg with an input and no output exits 1 after describing the input on stderr.
  const { stderr } = await execFileAsync(ffmpeg, ['-hide_banner', '-i', file]).catch((error) => error);
  const match = /Stream #.*Video:.*?, (\d{2,5})x(\d{2,5})/.exec(stderr ?? '');
  if (!match) throw new Error('no video stream');
  return { width: Number(match[1]), height: Number(match[2]) };
}

/** Encodes the centre crop of `file` to `size`, silent and in `format`; returns the bytes. */
export async function encodeCrop(ffmpeg, file, size, format, tmpFile) {
  await mkdir(dirname(tmpFile), { recursive: true });
  await execFileAsync(ffmpeg, [
    '-v',
    'error',
    '-y',
    '-i',
    file,
    '-vf',
    `scale=-2:${size.height},crop=${size.width}:${size.height}`,
    '-an',
    ...ENCODERS[format],
    '-f',
    format,
    tmpFile,
  ]);
  const bytes = await readFile(tmpFile);
  await rm(tmpFile);
  return bytes;
}
