// The media pipeline: brings public/media/ and the media manifest in line with the originals in media/.
// Each stage reads and adds to one run: what each original makes (`outputs`), the problems to fix
// (`errors`), the warnings, and the cache of this run (content hashes, so unchanged files are skipped).
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join, relative, resolve, sep } from 'node:path';
import { HEIC_ADVICE } from '../../content/media-name.mjs';
import { cropVideos } from './crops.mjs';
import { filesUnder, pool, posix, removeEmptyFolders, toUrl, writeIfChanged } from './files.mjs';
import { PICTURE, planOriginals, planVideos } from './originals.mjs';
import { HeicError, renderPicture, SETTINGS } from './pictures.mjs';

/** Renders each new or changed picture (two at a time) and records every picture in the manifest. */
async function renderPictures(run) {
  await pool(run.pictures, Math.min(2, availableParallelism()), async ({ file, key, rel, shown, widest }) => {
    const bytes = await readFile(file);
    const hash = createHash('sha256').update(SETTINGS).update(bytes).digest('base64url');
    const url = toUrl(key);
    const stem = rel.replace(PICTURE, '');
    const names = (entry) => [rel, ...entry.widths.map((w) => `${stem}-${w}.webp`)];
    const cached = run.previous[url];
    let entry;
    if (cached?.hash === hash && names(cached.entry).every((n) => existsSync(join(run.out, n)))) {
      entry = cached.entry;
    } else {
      try {
        const picture = await renderPicture(bytes, widest);
        for (const [suffix, data] of Object.entries(picture.files))
          await writeIfChanged(join(run.out, suffix ? stem + suffix : rel), data);
        entry = picture.entry;
        run.rendered += 1;
      } catch (error) {
        run.errors.push(
          error instanceof HeicError
            ? `${shown}: ${HEIC_ADVICE}`
            : `${shown}: not a readable picture (${error.message.split('\n')[0]})`,
        );
        return;
      }
    }
    run.cache[url] = { hash, entry };
    // `src` only where the web name differs: the manifest travels in the pages' scripts.
    run.images[url] = rel === key ? entry : { src: toUrl(rel), ...entry };
    const taken = names(entry).find((n) => run.outputs.has(n) && run.outputs.get(n) !== shown);
    if (taken)
      run.errors.push(`${run.outputs.get(taken)} and ${shown} both make ${toUrl(taken)}: rename one`);
    names(entry).forEach((n) => run.outputs.set(n, shown));
    if (entry.width < widest)
      run.warnings.push(
        `${shown}: ${entry.width} px wide, narrower than the ${widest} px it may be drawn at; ` +
          `shipping ${entry.widths.join(', ')} px only`,
      );
  });
}

/** Removes the files of `out` that no original accounts for; how many. */
async function removeStale(run) {
  let removed = 0;
  for (const file of await filesUnder(run.out)) {
    if (run.outputs.has(posix(relative(run.out, file)))) continue;
    await rm(file);
    removed += 1;
  }
  await removeEmptyFolders(run.out);
  return removed;
}

const sorted = (record) =>
  Object.fromEntries(
    Object.keys(record)
      .sort()
      .map((key) => [key, record[key]]),
  );

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

  const run = {
    sourceDir,
    source,
    out,
    previous: await readFile(cacheFile, 'utf8')
      .then((text) => JSON.parse(text))
      .catch(() => ({})),
    cache: {},
    images: {},
    videos: {},
    videoFiles: {},
    pictures: [],
    copies: [],
    outputs: new Map(),
    errors: [],
    warnings: [],
    rendered: 0,
    encoded: 0,
  };
  await planOriginals(run);
  planVideos(run);
  await renderPictures(run);
  if (run.errors.length)
    throw new Error(`media: ${run.errors.length} original(s) to fix:\n  ${run.errors.sort().join('\n  ')}`);
  if (ffmpeg) await cropVideos(run, ffmpeg);

  for (const { file, rel } of run.copies) await writeIfChanged(join(out, rel), await readFile(file));
  const removed = await removeStale(run);
  const manifest = { images: sorted(run.images), videos: sorted(run.videos) };
  await writeIfChanged(manifestFile, Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`));
  await writeIfChanged(cacheFile, Buffer.from(JSON.stringify(sorted(run.cache))));
  run.warnings.forEach((warning) => log(`warning: ${warning}`));
  return {
    manifest,
    rendered: run.rendered,
    cached: run.pictures.length - run.rendered,
    copied: run.copies.length,
    encoded: run.encoded,
    removed,
    warnings: run.warnings,
  };
}
