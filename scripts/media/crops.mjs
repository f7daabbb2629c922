// The video stage of the media pipeline: each video's phone crops (videos.mjs), cut again only when its
// files or the crop settings changed.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fromUrl, toUrl, writeIfChanged } from './files.mjs';
import { VIDEO } from './originals.mjs';
import { CROPS, cropSize, encodeCrop, VIDEO_SETTINGS, videoSize } from './videos.mjs';

/** Cuts the phone crops of one video (see CROPS) from its original files; the crops' manifest entries. */
async function cutCrops(run, ffmpeg, sources, stem) {
  const crops = [];
  const size = await videoSize(ffmpeg, sources.mp4);
  for (const { name, aspect } of CROPS) {
    const cropped = cropSize(size.width, size.height, aspect);
    if (!cropped) continue;
    const crop = { aspect: Math.round(aspect * 10000) / 10000 };
    for (const [format, file] of Object.entries(sources)) {
      const rel = `${stem}-${name}.${format}`;
      const bytes = await encodeCrop(ffmpeg, file, cropped, format, join(run.out, `${rel}.tmp`));
      await writeIfChanged(join(run.out, rel), bytes);
      crop[format] = toUrl(rel);
      run.encoded += 1;
    }
    crops.push(crop);
  }
  return crops;
}

/** Gives each video its phone crops, cut again only when its files or the crop settings changed. */
export async function cropVideos(run, ffmpeg) {
  for (const [key, video] of Object.entries(run.videos)) {
    const sources = run.videoFiles[key];
    const shown = join(run.sourceDir, fromUrl(key));
    const hash = createHash('sha256').update(VIDEO_SETTINGS);
    for (const file of Object.values(sources)) hash.update(await readFile(file));
    const digest = hash.digest('base64url');
    const stem = fromUrl(video.mp4).replace(VIDEO, '');
    const names = (crops) => crops.flatMap((crop) => [crop.mp4, crop.webm].filter(Boolean).map(fromUrl));
    const cached = run.previous[key];
    let crops;
    if (cached?.hash === digest && names(cached.crops).every((n) => existsSync(join(run.out, n)))) {
      crops = cached.crops;
    } else {
      crops = await cutCrops(run, ffmpeg, sources, stem).catch((error) => {
        run.warnings.push(
          `${shown}: no phone crops, phones get the full video (ffmpeg: ${String(error.message).trim().split('\n').pop()})`,
        );
        return [];
      });
    }
    run.cache[key] = { hash: digest, crops };
    const taken = names(crops).find((n) => run.outputs.has(n));
    if (taken)
      throw new Error(`media: ${run.outputs.get(taken)} has the name of a phone crop of ${shown}: rename it`);
    names(crops).forEach((n) => run.outputs.set(n, shown));
    if (crops.length) video.crops = crops;
  }
}
