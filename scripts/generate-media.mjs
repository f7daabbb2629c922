#!/usr/bin/env node
// Renders every illustration and video of the site from code (SVG scenes → sharp → JPEG/WebP; frames → ffmpeg),
// writes them under public/media/ and records their sizes in content/media-manifest.json.
//
//   node scripts/generate-media.mjs            full run (deterministic; overwrites all outputs)
//   node scripts/generate-media.mjs --only=tre  dev aid: re-render only images whose path contains "tre"
//                                              (no videos, manifest left untouched)
//
// Outputs are committed; building the site never runs this script (it is the only place ffmpeg is needed).
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { Canvas } from './media/core.mjs';
import { SCENES, VIDEOS } from './media/scenes.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PUBLIC_MEDIA = path.join(ROOT, 'public', 'media');
const MANIFEST = path.join(ROOT, 'content', 'media-manifest.json');

const WIDE = [384, 768, 1280, 1920];
const NORMAL = [384, 768, 1280];
/** Folder → aspect ratio and shipped widths (the contract in the media plan). */
const FOLDERS = {
  banners: { aspect: 16 / 9, widths: WIDE },
  gallery: { aspect: 3 / 2, widths: WIDE },
  video: { aspect: 16 / 9, widths: WIDE },
};
const folderSpec = (folder) => FOLDERS[folder] ?? { aspect: 4 / 3, widths: NORMAL };

const JPEG = { quality: 72, mozjpeg: true };
const WEBP = { quality: 70, effort: 5 };
const VIDEO = { width: 1280, height: 720, fps: 24, seconds: 8 };
const CONCURRENCY = 2;

const args = process.argv.slice(2);
const only = args.find((a) => a.startsWith('--only='))?.slice(7);

sharp.cache(false);
sharp.concurrency(1);

/** Run async jobs with a small fixed concurrency, preserving result order. */
async function pool(items, n, fn) {
  const results = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(items[i], i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(n, items.length) }, worker));
  return results;
}

/** Draw a scene into a Canvas and return its SVG at the given pixel size. */
function sceneSVG(scene, aspect, pxW, pxH, { t = 0, video = false } = {}) {
  const c = new Canvas({ aspect, seed: scene.seed ?? scene.key, mood: scene.mood, t, video });
  scene.draw(c);
  return c.toSVG(pxW, pxH);
}

async function rasterise(svg) {
  const { data, info } = await sharp(Buffer.from(svg), { limitInputPixels: false })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, info };
}

/** Write master JPEG + WebP variants for one image; returns its manifest entry. */
async function writeImage(key, raw, widths) {
  const rel = key.replace(/^\/media\//, '');
  const jpgPath = path.join(PUBLIC_MEDIA, rel);
  await mkdir(path.dirname(jpgPath), { recursive: true });
  const input = () => sharp(raw.data, { raw: raw.info });
  await input().jpeg(JPEG).toFile(jpgPath);
  const stem = jpgPath.replace(/\.jpg$/, '');
  for (const w of widths) {
    const img = w === raw.info.width ? input() : input().resize({ width: w, kernel: 'lanczos3' });
    await img.webp(WEBP).toFile(`${stem}-${w}.webp`);
  }
  const blur = await input()
    .resize({ width: 16 })
    .webp({ quality: 20, effort: 6, smartSubsample: true })
    .toBuffer();
  return {
    width: raw.info.width,
    height: raw.info.height,
    widths,
    blurDataURL: `data:image/webp;base64,${blur.toString('base64')}`,
  };
}

function run(cmd, argv) {
  return new Promise((resolve, reject) => {
    const p = spawn(cmd, argv, { stdio: ['ignore', 'ignore', 'pipe'] });
    let err = '';
    p.stderr.on('data', (d) => (err += d));
    p.on('error', reject);
    p.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${cmd} exited ${code}\n${err.slice(-2000)}`)),
    );
  });
}

async function renderVideo(video) {
  const { width, height, fps, seconds } = VIDEO;
  const frames = fps * seconds;
  const tmp = await mkdtemp(path.join(os.tmpdir(), `media-${video.name}-`));
  try {
    await pool(
      Array.from({ length: frames }, (_, i) => i),
      CONCURRENCY,
      async (i) => {
        const svg = sceneSVG(video, 16 / 9, width, height, { t: i / frames, video: true });
        await sharp(Buffer.from(svg))
          .removeAlpha()
          .png({ compressionLevel: 1 })
          .toFile(path.join(tmp, `f${String(i).padStart(4, '0')}.png`));
      },
    );
    const dir = path.join(PUBLIC_MEDIA, 'video');
    await mkdir(dir, { recursive: true });
    const input = [
      '-y',
      '-hide_banner',
      '-loglevel',
      'error',
      '-framerate',
      String(fps),
      '-i',
      path.join(tmp, 'f%04d.png'),
    ];
    // bit-exact, metadata-free, fixed thread count: the same frames always give the same bytes
    const exact = '-an -map_metadata -1 -fflags +bitexact -flags:v +bitexact -threads 2'.split(' ');
    const gop = ['-g', String(fps * 2)];
    const x264 = `-c:v libx264 -preset medium -tune animation -profile:v high -pix_fmt yuv420p -movflags +faststart -crf ${video.crf ?? 24}`;
    await run('ffmpeg', [
      ...input,
      ...x264.split(' '),
      ...gop,
      ...exact,
      path.join(dir, `${video.name}.mp4`),
    ]);
    const vp9 = `-c:v libvpx-vp9 -b:v 0 -deadline good -cpu-used 4 -row-mt 1 -tile-columns 1 -pix_fmt yuv420p -crf ${video.vp9crf ?? 36}`;
    await run('ffmpeg', [
      ...input,
      ...vp9.split(' '),
      ...gop,
      ...exact,
      path.join(dir, `${video.name}.webm`),
    ]);
  } finally {
    await rm(tmp, { recursive: true, force: true });
  }
  return {
    mp4: `/media/video/${video.name}.mp4`,
    webm: `/media/video/${video.name}.webm`,
    poster: `/media/video/${video.name}-poster.jpg`,
    width,
    height,
  };
}

const AVATAR = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" role="img" aria-hidden="true"><defs><linearGradient id="a" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#d9f0e3"/><stop offset="1" stop-color="#9fd0b4"/></linearGradient><clipPath id="b"><circle cx="48" cy="48" r="48"/></clipPath></defs><g clip-path="url(#b)"><rect width="96" height="96" fill="url(#a)"/><path d="M0 70q18-12 34-6t30-4 32 2v34H0z" fill="#3f8f5f" opacity=".55"/><path d="M16 96c0-20 14-32 32-32s32 12 32 32z" fill="#1f5f4a"/><path d="M40 66l8 9 8-9" fill="none" stroke="#84cc16" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/><circle cx="48" cy="42" r="17" fill="#0f3d3e"/><path d="M31 40a17 17 0 0 1 34 0q-8-7-17-6t-17 6z" fill="#0b2e2f"/></g></svg>
`;

async function dirSize(dir) {
  let total = 0;
  for (const e of await readdir(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    total += e.isDirectory() ? await dirSize(p) : (await stat(p)).size;
  }
  return total;
}

const kb = (b) => `${(b / 1024).toFixed(1)} KB`;

async function main() {
  const t0 = process.hrtime.bigint();
  const scenes = only ? SCENES.filter((s) => s.key.includes(only)) : SCENES;
  if (!only) await rm(PUBLIC_MEDIA, { recursive: true, force: true });
  await mkdir(PUBLIC_MEDIA, { recursive: true });

  const images = {};
  let done = 0;
  await pool(scenes, CONCURRENCY, async (scene) => {
    const { aspect, widths } = folderSpec(scene.folder);
    const w = widths[widths.length - 1];
    const h = Math.round(w / aspect);
    const raw = await rasterise(sceneSVG(scene, aspect, w, h, { t: 0, video: !!scene.video }));
    images[scene.key] = await writeImage(scene.key, raw, widths);
    done += 1;
    if (done % 10 === 0 || done === scenes.length) console.log(`  images ${done}/${scenes.length}`);
  });
  if (only) {
    console.log(`rendered ${scenes.length} image(s) matching "${only}" (manifest untouched)`);
    return;
  }

  const videos = {};
  for (const v of VIDEOS) {
    console.log(`  video ${v.name}…`);
    videos[`/media/video/${v.name}`] = await renderVideo(v);
  }
  await writeFile(path.join(PUBLIC_MEDIA, 'avatar.svg'), AVATAR);

  const sorted = (o) =>
    Object.fromEntries(
      Object.keys(o)
        .sort()
        .map((k) => [k, o[k]]),
    );
  await writeFile(
    MANIFEST,
    `${JSON.stringify({ images: sorted(images), videos: sorted(videos) }, null, 2)}\n`,
  );

  // ---- budgets
  const total = await dirSize(PUBLIC_MEDIA);
  const size = async (rel) => (await stat(path.join(PUBLIC_MEDIA, rel))).size;
  let gMax = 0;
  let gMaxName = '';
  for (const s of SCENES.filter((x) => x.folder === 'gallery')) {
    const b = await size(`gallery/${s.name}-768.webp`);
    if (b > gMax) [gMax, gMaxName] = [b, s.name];
  }
  const hero768 = await size('video/hero-poster-768.webp');
  const hero384 = await size('video/hero-poster-384.webp');
  const blurMax = Math.max(...Object.values(images).map((i) => i.blurDataURL.length));
  const checks = [
    ['public/media total', total, 22 * 1024 * 1024],
    [`largest gallery 768 webp (${gMaxName})`, gMax, 120 * 1024],
    ['hero poster 768 webp', hero768, 60 * 1024],
    ['hero poster 384 webp', hero384, 30 * 1024],
  ];
  for (const v of VIDEOS)
    for (const ext of ['mp4', 'webm'])
      checks.push([`video ${v.name}.${ext}`, await size(`video/${v.name}.${ext}`), 1.5 * 1024 * 1024]);
  const secs = Number(process.hrtime.bigint() - t0) / 1e9;
  console.log(
    `\n${Object.keys(images).length} images, ${Object.keys(videos).length} videos in ${secs.toFixed(1)} s`,
  );
  let ok = true;
  for (const [name, b, max] of checks) {
    const pass = b <= max;
    ok &&= pass;
    console.log(
      `  ${pass ? 'ok  ' : 'OVER'} ${name}: ${b > 1024 * 1024 ? `${(b / 1024 / 1024).toFixed(2)} MB` : kb(b)} (budget ${max >= 1024 * 1024 ? `${(max / 1024 / 1024).toFixed(1)} MB` : kb(max)})`,
    );
  }
  console.log(`  largest blurDataURL: ${blurMax} chars`);
  if (!ok) {
    console.error('media budgets exceeded');
    process.exitCode = 1;
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
