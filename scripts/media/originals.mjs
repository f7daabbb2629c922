// The first stage of the media pipeline: what each original in media/ makes. Pictures are rendered, videos
// and SVGs copied; a file the site cannot use, or two that would make the same file, is an error to fix.
import { join, relative } from 'node:path';
import { HEIC_ADVICE, HEIC_NAME, servedPath } from '../../content/media-name.mjs';
import { filesUnder, fromUrl, posix, toUrl } from './files.mjs';
import { widestFor } from './pictures.mjs';

export const PICTURE = /\.(jpe?g|png|webp|avif)$/i;
export const VIDEO = /\.(mp4|webm)$/i;
const COPIED = /\.svg$/i;

/** Sorts each original into the pictures to render and the files to copy, refusing what the site cannot use. */
export async function planOriginals(run) {
  for (const file of await filesUnder(run.source)) {
    // `key`: the path the content names; `rel`: the web name it is served under in public/media/.
    const key = posix(relative(run.source, file));
    const rel = servedPath(key);
    const shown = join(run.sourceDir, relative(run.source, file));
    const folder = key.split('/')[0];
    if (HEIC_NAME.test(key)) {
      run.errors.push(`${shown}: ${HEIC_ADVICE}`);
    } else if (!PICTURE.test(key) && !VIDEO.test(key) && !COPIED.test(key)) {
      run.errors.push(
        `${shown}: not a picture (.jpg, .jpeg, .png, .webp, .avif), a video (.mp4, .webm) or an .svg`,
      );
    } else if (run.outputs.has(rel)) {
      run.errors.push(`${run.outputs.get(rel)} and ${shown} both make ${toUrl(rel)}: rename one`);
    } else if (PICTURE.test(key)) {
      run.outputs.set(rel, shown);
      run.pictures.push({ file, key, rel, shown, widest: widestFor(key.includes('/') ? folder : '') });
    } else {
      run.outputs.set(rel, shown);
      run.copies.push({ file, key, rel, shown });
    }
  }
}

/** Each video's manifest entry, and its original files by format (its crops are cut from these). */
export function planVideos(run) {
  for (const { file, key, rel, shown } of run.copies.filter((copy) => VIDEO.test(copy.key))) {
    const stem = key.replace(VIDEO, '');
    const poster = run.pictures.find((picture) => picture.key.replace(PICTURE, '') === `${stem}-poster`);
    // The poster is drawn as a picture of the manifest, by its key; the video files are played by web name.
    const entry = (run.videos[toUrl(stem)] ??= { mp4: '', poster: poster ? toUrl(poster.key) : '' });
    const format = key.toLowerCase().endsWith('.webm') ? 'webm' : 'mp4';
    entry[format] = toUrl(rel);
    (run.videoFiles[toUrl(stem)] ??= {})[format] = file;
    if (!poster) run.errors.push(`${shown}: needs a poster picture ${stem}-poster.jpg`);
  }
  for (const [key, video] of Object.entries(run.videos))
    if (!video.mp4) run.errors.push(`${join(run.sourceDir, fromUrl(key))}.webm: needs an .mp4 beside it`);
}
