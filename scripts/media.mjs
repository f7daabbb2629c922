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
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, rmdir, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { HEIC_ADVICE, HEIC_NAME, UPLOADS_FOLDER, servedPath } from '../content/media-name.mjs';

/** Variant widths: `imageSizes` then `deviceSizes` in next.config.ts (a unit test keeps them equal). 256 px is for thumbnails: a
 * Bunny Buds activity's 7rem picture needs 196–224 px on a phone at 1.75–2 device pixels per CSS pixel. */
export const WIDTHS = [256, 384, 768, 1280, 1920];
/** How wide each folder's pictures are drawn at most: full-bleed banners, the gallery and video posters fill
 * a large screen; cards and tiles never need more than 1280 px. Each picture field of the editor uploads into
 * the folder of its kind (public/admin/config.yml), so an upload gets the widths its kind is drawn at. */
const WIDEST = {
  banners: 1920,
  gallery: 1920,
  video: 1920,
  [UPLOADS_FOLDER]: 1920,
  // Pictures directly in media/: the editor's folder for a picture field without a folder of its own.
  '': 1920,
};
const DEFAULT_WIDEST = 1280;

const JPEG = { quality: 72, mozjpeg: true };
const WEBP = { quality: 70, effort: 5 };
const PNG = { compressionLevel: 9 };
const AVIF = { quality: 55 };
const BLUR = { quality: 20, effort: 6, smartSubsample: true };
// Any change here re-renders every picture: it is part of each picture's cache key.
const SETTINGS = JSON.stringify({ version: 2, WIDTHS, WIDEST, DEFAULT_WIDEST, JPEG, WEBP, PNG, AVIF, BLUR });

/**
 * Centre crops of each video, narrowest first. A video drawn with `object-fit: cover` in a box narrower than
 * itself shows only its middle; the player (components/media/background-video-player.tsx) picks the
 * narrowest crop at least as wide, in aspect, as its box, so a phone downloads and decodes only what it shows.
 */
const CROPS = [
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
const VIDEO_SETTINGS = JSON.stringify({ version: 1, CROPS, CROP_HEIGHT, ENCODERS });

const PICTURE = /\.(jpe?g|png|webp|avif)$/i;
const VIDEO = /\.(mp4|webm)$/i;
const COPIED = /\.svg$/i;

const widestFor = (folder) => WIDEST[folder] ?? DEFAULT_WIDEST;

/** Widths to ship for a picture `width` px wide drawn at most `widest` px: never enlarged. */
export function plannedWidths(width, widest) {
  const top = Math.min(width, widest);
  return [...WIDTHS.filter((w) => w < top), top];
}

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
async function videoSize(ffmpeg, file) {
  // ffmpeg with an input and no output exits 1 after describing the input on stderr.
  const { stderr } = await execFileAsync(ffmpeg, ['-hide_banner', '-i', file]).catch((error) => error);
  const match = /Stream #.*Video:.*?, (\d{2,5})x(\d{2,5})/.exec(stderr ?? '');
  if (!match) throw new Error('no video stream');
  return { width: Number(match[1]), height: Number(match[2]) };
}

/** Encodes the centre crop of `file` to `size`, silent and in `format`; returns the bytes. */
async function encodeCrop(ffmpeg, file, size, format, tmpFile) {
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

async function filesUnder(dir) {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const nested = await Promise.all(
    entries
      .filter((entry) => !entry.name.startsWith('.'))
      .map((entry) => (entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)])),
  );
  return nested.flat().sort();
}

async function removeEmptyFolders(dir) {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  for (const entry of entries) if (entry.isDirectory()) await removeEmptyFolders(join(dir, entry.name));
  if ((await readdir(dir).catch(() => [null])).length === 0) await rmdir(dir);
}

const toUrl = (rel) => `/media/${rel}`;
const fromUrl = (url) => url.slice('/media/'.length);
/** A path relative to a folder, `/`-separated and in one Unicode form, as the content names it. */
const posix = (rel) => rel.split(sep).join('/').normalize('NFC');

/** A picture this sharp build cannot decode: HEIC, whose HEVC compression libvips ships without. */
class HeicError extends Error {}

/** The full-size file keeps the original's format, so its URL stays the path the content names. */
const FULL_SIZE = {
  jpeg: (pixels) => pixels.flatten({ background: '#ffffff' }).jpeg(JPEG),
  png: (pixels) => pixels.png(PNG),
  webp: (pixels) => pixels.webp(WEBP),
  heif: (pixels) => pixels.avif(AVIF),
};

/** An original that is already a plain web JPEG at its final size ships byte for byte. */
const webReady = (meta, widest) =>
  meta.format === 'jpeg' &&
  meta.space === 'srgb' &&
  meta.depth === 'uchar' &&
  meta.channels === 3 &&
  (meta.orientation ?? 1) === 1 &&
  !meta.exif &&
  !meta.icc &&
  !meta.xmp &&
  !meta.iptc &&
  meta.width <= widest;

/**
 * Renders one picture: the upright sRGB 8-bit pixels at most `widest` wide, then the full-size file, the WebP
 * variants and the blur placeholder. Returns the manifest entry and the files to write (name suffix → bytes).
 */
async function renderPicture(bytes, widest) {
  const meta = await sharp(bytes).metadata();
  if (meta.format === 'heif' && meta.compression === 'hevc') throw new HeicError();
  const fullSize = FULL_SIZE[meta.format];
  if (!fullSize) throw new Error(`${meta.format} content, not a web picture`);
  const { data, info } = await sharp(bytes, { failOn: 'error' })
    .rotate()
    .resize({ width: widest, withoutEnlargement: true, kernel: 'lanczos3' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const pixels = () => sharp(data, { raw: info });
  const widths = plannedWidths(info.width, widest);
  const files = { '': webReady(meta, widest) ? bytes : await fullSize(pixels()).toBuffer() };
  for (const w of widths) {
    const sized = w === info.width ? pixels() : pixels().resize({ width: w, kernel: 'lanczos3' });
    files[`-${w}.webp`] = await sized.webp(WEBP).toBuffer();
  }
  const blur = await pixels().resize({ width: 16, height: 16, fit: 'inside' }).webp(BLUR).toBuffer();
  const tiny = await pixels().resize({ width: 8, height: 8, fit: 'fill' }).removeAlpha().raw().toBuffer();
  return {
    entry: {
      width: info.width,
      height: info.height,
      widths,
      blurDataURL: `data:image/webp;base64,${blur.toString('base64')}`,
      color: averageColor(tiny),
    },
    files,
  };
}

/** The mean colour of 8-bit RGB pixels, as `#rrggbb`: the placeholder of a picture below the fold. */
function averageColor(rgb) {
  const sums = [0, 0, 0];
  for (let i = 0; i < rgb.length; i += 1) sums[i % 3] += rgb[i];
  const count = rgb.length / 3;
  return `#${sums
    .map((sum) =>
      Math.round(sum / count)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** Runs `fn` over `items`, `n` at a time: sharp is fastest with one picture per core. */
async function pool(items, n, fn) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await fn(items[next++]);
  };
  await Promise.all(Array.from({ length: n }, worker));
}

async function writeIfChanged(file, bytes) {
  const old = await readFile(file).catch(() => null);
  if (old?.equals(bytes)) return;
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, bytes);
}

/**
 * Brings `outDir` and `manifestFile` in line with the originals in `sourceDir`. Reads the originals only;
 * `outDir` is entirely generated, so files there that no original accounts for are removed. Throws one error
 * naming every bad original. With `ffmpeg` (a command), each video also gets its phone crops (see CROPS).
 */
export async function buildMedia({
  sourceDir,
  outDir,
  manifestFile,
  cacheFile,
  ffmpeg = null,
  log = () => {},
}) {
  const source = resolve(sourceDir);
  const out = resolve(outDir);
  if (out === source || out.startsWith(source + sep) || source.startsWith(out + sep))
    throw new Error(`media: the output folder ${outDir} must lie outside the originals in ${sourceDir}`);

  const previous = await readFile(cacheFile, 'utf8')
    .then((text) => JSON.parse(text))
    .catch(() => ({}));
  const cache = {};
  const images = {};
  const videos = {};
  const copies = [];
  const pictures = [];
  const errors = [];
  const warnings = [];
  const outputs = new Map();

  const originals = await filesUnder(source);
  for (const file of originals) {
    // `key`: the path the content names; `rel`: the web name it is served under in public/media/.
    const key = posix(relative(source, file));
    const rel = servedPath(key);
    const shown = join(sourceDir, relative(source, file));
    const folder = key.split('/')[0];
    if (HEIC_NAME.test(key)) {
      errors.push(`${shown}: ${HEIC_ADVICE}`);
    } else if (!PICTURE.test(key) && !VIDEO.test(key) && !COPIED.test(key)) {
      errors.push(
        `${shown}: not a picture (.jpg, .jpeg, .png, .webp, .avif), a video (.mp4, .webm) or an .svg`,
      );
    } else if (outputs.has(rel)) {
      errors.push(`${outputs.get(rel)} and ${shown} both make ${toUrl(rel)}: rename one`);
    } else if (PICTURE.test(key)) {
      outputs.set(rel, shown);
      pictures.push({ file, key, rel, shown, widest: widestFor(key.includes('/') ? folder : '') });
    } else {
      outputs.set(rel, shown);
      copies.push({ file, key, rel, shown });
    }
  }
  /** Each video's original files, by format: its crops are cut from these. */
  const videoFiles = {};
  for (const { file, key, rel, shown } of copies.filter((copy) => VIDEO.test(copy.key))) {
    const stem = key.replace(VIDEO, '');
    const poster = pictures.find((picture) => picture.key.replace(PICTURE, '') === `${stem}-poster`);
    // The poster is drawn as a picture of the manifest, by its key; the video files are played by web name.
    const entry = (videos[toUrl(stem)] ??= { mp4: '', poster: poster ? toUrl(poster.key) : '' });
    const format = key.toLowerCase().endsWith('.webm') ? 'webm' : 'mp4';
    entry[format] = toUrl(rel);
    (videoFiles[toUrl(stem)] ??= {})[format] = file;
    if (!poster) errors.push(`${shown}: needs a poster picture ${stem}-poster.jpg`);
  }
  for (const [key, video] of Object.entries(videos))
    if (!video.mp4) errors.push(`${join(sourceDir, fromUrl(key))}.webm: needs an .mp4 beside it`);

  let rendered = 0;
  await pool(pictures, Math.min(2, availableParallelism()), async ({ file, key, rel, shown, widest }) => {
    const bytes = await readFile(file);
    const hash = createHash('sha256').update(SETTINGS).update(bytes).digest('base64url');
    const url = toUrl(key);
    const stem = rel.replace(PICTURE, '');
    const names = (entry) => [rel, ...entry.widths.map((w) => `${stem}-${w}.webp`)];
    const cached = previous[url];
    let entry;
    if (cached?.hash === hash && names(cached.entry).every((n) => existsSync(join(out, n)))) {
      entry = cached.entry;
    } else {
      try {
        const picture = await renderPicture(bytes, widest);
        for (const [suffix, data] of Object.entries(picture.files))
          await writeIfChanged(join(out, suffix ? stem + suffix : rel), data);
        entry = picture.entry;
        rendered += 1;
      } catch (error) {
        errors.push(
          error instanceof HeicError
            ? `${shown}: ${HEIC_ADVICE}`
            : `${shown}: not a readable picture (${error.message.split('\n')[0]})`,
        );
        return;
      }
    }
    cache[url] = { hash, entry };
    // `src` only where the web name differs: the manifest travels in the pages' scripts.
    images[url] = rel === key ? entry : { src: toUrl(rel), ...entry };
    const taken = names(entry).find((n) => outputs.has(n) && outputs.get(n) !== shown);
    if (taken) errors.push(`${outputs.get(taken)} and ${shown} both make ${toUrl(taken)}: rename one`);
    names(entry).forEach((n) => outputs.set(n, shown));
    if (entry.width < widest)
      warnings.push(
        `${shown}: ${entry.width} px wide, narrower than the ${widest} px it may be drawn at; ` +
          `shipping ${entry.widths.join(', ')} px only`,
      );
  });
  if (errors.length)
    throw new Error(`media: ${errors.length} original(s) to fix:\n  ${errors.sort().join('\n  ')}`);

  let encoded = 0;
  if (ffmpeg) {
    for (const [key, video] of Object.entries(videos)) {
      const sources = videoFiles[key];
      const hash = createHash('sha256').update(VIDEO_SETTINGS);
      for (const file of Object.values(sources)) hash.update(await readFile(file));
      const digest = hash.digest('base64url');
      const stem = fromUrl(video.mp4).replace(VIDEO, '');
      const names = (crops) => crops.flatMap((crop) => [crop.mp4, crop.webm].filter(Boolean).map(fromUrl));
      const cached = previous[key];
      let crops;
      if (cached?.hash === digest && names(cached.crops).every((n) => existsSync(join(out, n)))) {
        crops = cached.crops;
      } else {
        crops = [];
        try {
          const size = await videoSize(ffmpeg, sources.mp4);
          for (const { name, aspect } of CROPS) {
            const cropped = cropSize(size.width, size.height, aspect);
            if (!cropped) continue;
            const crop = { aspect: Math.round(aspect * 10000) / 10000 };
            for (const [format, file] of Object.entries(sources)) {
              const rel = `${stem}-${name}.${format}`;
              const bytes = await encodeCrop(ffmpeg, file, cropped, format, join(out, `${rel}.tmp`));
              await writeIfChanged(join(out, rel), bytes);
              crop[format] = toUrl(rel);
              encoded += 1;
            }
            crops.push(crop);
          }
        } catch (error) {
          warnings.push(
            `${join(sourceDir, fromUrl(key))}: no phone crops, phones get the full video (ffmpeg: ${String(error.message).trim().split('\n').pop()})`,
          );
          crops = [];
        }
      }
      cache[key] = { hash: digest, crops };
      const taken = names(crops).find((n) => outputs.has(n));
      if (taken)
        throw new Error(
          `media: ${outputs.get(taken)} has the name of a phone crop of ${join(sourceDir, fromUrl(key))}: rename it`,
        );
      names(crops).forEach((n) => outputs.set(n, join(sourceDir, fromUrl(key))));
      if (crops.length) video.crops = crops;
    }
  }

  for (const { file, rel } of copies) await writeIfChanged(join(out, rel), await readFile(file));
  let removed = 0;
  for (const file of await filesUnder(out)) {
    if (outputs.has(posix(relative(out, file)))) continue;
    await rm(file);
    removed += 1;
  }
  await removeEmptyFolders(out);

  const sorted = (record) =>
    Object.fromEntries(
      Object.keys(record)
        .sort()
        .map((key) => [key, record[key]]),
    );
  const manifest = { images: sorted(images), videos: sorted(videos) };
  await writeIfChanged(manifestFile, Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`));
  await writeIfChanged(cacheFile, Buffer.from(JSON.stringify(sorted(cache))));
  warnings.forEach((warning) => log(`warning: ${warning}`));
  return {
    manifest,
    rendered,
    cached: pictures.length - rendered,
    copied: copies.length,
    encoded,
    removed,
    warnings,
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
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
}
