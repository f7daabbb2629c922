// One picture of media/ as the site ships it: upright sRGB 8-bit pixels at most its folder's widest size,
// the full-size file in the original's format, WebP variants at the standard widths, a blur placeholder and
// its mean colour.
import sharp from 'sharp';
import { UPLOADS_FOLDER } from '../../content/media-name.mjs';

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
export const SETTINGS = JSON.stringify({
  version: 2,
  WIDTHS,
  WIDEST,
  DEFAULT_WIDEST,
  JPEG,
  WEBP,
  PNG,
  AVIF,
  BLUR,
});

export const widestFor = (folder) => WIDEST[folder] ?? DEFAULT_WIDEST;

/** Widths to ship for a picture `width` px wide drawn at most `widest` px: never enlarged. */
export function plannedWidths(width, widest) {
  const top = Math.min(width, widest);
  return [...WIDTHS.filter((w) => w < top), top];
}

/** A picture this sharp build cannot decode: HEIC, whose HEVC compression libvips ships without. */
export class HeicError extends Error {}

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
export async function renderPicture(bytes, widest) {
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
