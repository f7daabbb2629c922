// `npm run media` (run before every build, test, type check and dev server): turns the originals in media/
// into what the site serves from public/media/ and records each picture in content/media-manifest.json.
// Any file name works: each file is served under its web name (content/media-name.mjs), and the manifest maps
// the name the content uses to it.
//   media/<folder>/<name>.jpg|.jpeg|.png|.webp|.avif → public/media/<folder>/<web name> (same format; sRGB 8-bit,
//     upright, no metadata, at most the folder's widest size), <web name>-<width>.webp variants and a blur
//     placeholder
//   media/<folder>/<name>.heic|.heif → an error naming the file: this sharp build reads no HEIC (HEVC)
//   media/<folder>/<name>.mp4 (+ .webm, + a <name>-poster picture), *.svg → copied as they are
//   each video, where ffmpeg is installed → <name>-tall.mp4|.webm and <name>-square.mp4|.webm: centre crops
//     for boxes narrower than the video (a phone's hero), the same pixels in a fraction of the bytes
// Both outputs are git-ignored. A picture whose bytes (and these settings) are unchanged since the last run
// is skipped: node_modules/.cache/media.json keeps each picture's content hash. It is kept out of the manifest,
// which pages (and so some client chunks) import.
// The pipeline itself is scripts/media/ (build.mjs runs its stages).
import { join } from 'node:path';
import sharp from 'sharp';
import { buildMedia } from './media/build.mjs';
import { hasFfmpeg } from './media/videos.mjs';

const started = performance.now();
sharp.concurrency(1);
try {
  const ffmpeg = (await hasFfmpeg()) ? 'ffmpeg' : null;
  if (!ffmpeg)
    console.warn(
      'media: ffmpeg is not installed, so phones get the full-size videos (see docs/owner-guide.md, "To change X, edit Y")',
    );
  const result = await buildMedia({
    ffmpeg,
    sourceDir: 'media',
    outDir: join('public', 'media'),
    manifestFile: join('content', 'media-manifest.json'),
    cacheFile: join('node_modules', '.cache', 'media.json'),
    log: console.warn,
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `media: ${result.rendered} picture(s) rendered, ${result.cached} unchanged, ${result.copied} file(s) copied, ` +
      `${result.encoded} video crop(s) encoded, ${result.removed} stale file(s) removed in ${seconds} s`,
  );
} catch (error) {
  console.error(`\n${error.message}\n`);
  process.exit(1);
}
