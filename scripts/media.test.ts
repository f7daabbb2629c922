import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import nextConfig from '../next.config';
import { servedName } from '../content/media-name.mjs';
import { buildMedia } from './media/build.mjs';
import { plannedWidths, WIDTHS } from './media/pictures.mjs';
import { cropSize, hasFfmpeg } from './media/videos.mjs';

const run = promisify(execFile);
// CI installs ffmpeg (.ci/run); on a machine without it the pipeline makes no crops, and says so.
const ffmpegHere = await hasFfmpeg();

let root: string;
let sourceDir: string;
let outDir: string;
let manifestFile: string;
let cacheFile: string;

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'media-test-'));
  sourceDir = join(root, 'media');
  outDir = join(root, 'public', 'media');
  manifestFile = join(root, 'manifest.json');
  cacheFile = join(root, 'cache', 'media.json');
});
afterEach(() => rm(root, { recursive: true, force: true }));

const build = () => buildMedia({ sourceDir, outDir, manifestFile, cacheFile });

async function original(rel: string, bytes: Buffer | string) {
  const file = join(sourceDir, rel);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, bytes);
}

/** A picture with a red block in its top-left corner, so rotation shows. */
function picture(width: number, height: number, background = { r: 40, g: 120, b: 90 }) {
  const block = { width: Math.round(width / 4), height: Math.round(height / 4), channels: 3 as const };
  return sharp({ create: { width, height, channels: 3, background } }).composite([
    { input: { create: { ...block, background: { r: 255, g: 0, b: 0 } } }, left: 0, top: 0 },
  ]);
}
const jpeg = (width: number, height: number, background?: { r: number; g: number; b: number }) =>
  picture(width, height, background).jpeg().toBuffer();

const shipped = (rel: string) => sharp(join(outDir, rel)).metadata();

async function hashes(dir: string) {
  const names = (await readdir(dir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile());
  const pairs = await Promise.all(
    names.map(async (e) => {
      const file = join(e.parentPath, e.name);
      return [
        file,
        createHash('sha256')
          .update(await readFile(file))
          .digest('hex'),
      ];
    }),
  );
  return Object.fromEntries(pairs.sort());
}

describe('WIDTHS', () => {
  it('are the widths next/image asks for (imageSizes and deviceSizes), so each srcset entry is a real file', () => {
    const { imageSizes = [], deviceSizes = [] } = nextConfig.images ?? {};
    expect([...imageSizes, ...deviceSizes]).toEqual(WIDTHS);
  });
});

describe('plannedWidths', () => {
  it('keeps the standard widths below the widest size, ending at the picture or the folder width', () => {
    expect(plannedWidths(4000, 1280)).toEqual([256, 384, 768, 1280]);
    expect(plannedWidths(1920, 1920)).toEqual([256, 384, 768, 1280, 1920]);
    expect(plannedWidths(1000, 1920)).toEqual([256, 384, 768, 1000]);
    expect(plannedWidths(300, 1280)).toEqual([256, 300]);
    expect(plannedWidths(200, 1280)).toEqual([200]);
  });
});

// Each test encodes real pictures; on a busy machine that takes seconds.
describe('the media pipeline', { timeout: 60_000 }, () => {
  it('gives each picture its mean colour, the placeholder of pictures below the fold', async () => {
    // A quarter red (the corner block) over the green background: the mean of the two, weighted 1:15.
    await original('treks/green.jpg', await jpeg(800, 800));
    await original(
      'treks/plain.png',
      await sharp({
        create: { width: 64, height: 64, channels: 4, background: { r: 200, g: 100, b: 50, alpha: 1 } },
      })
        .png()
        .toBuffer(),
    );
    const { manifest } = await build();
    expect(manifest.images['/media/treks/plain.png']!.color).toBe('#c86432');
    const mean = manifest.images['/media/treks/green.jpg']!.color;
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(mean.slice(i, i + 2), 16));
    expect(Math.abs(r! - (255 + 15 * 40) / 16)).toBeLessThan(8);
    expect(Math.abs(g! - (15 * 120) / 16)).toBeLessThan(8);
    expect(Math.abs(b! - (15 * 90) / 16)).toBeLessThan(8);
  });

  it('ships each picture full-size under its own name, WebP variants at its folder widths and a blur placeholder', async () => {
    await original('treks/peak.jpg', await jpeg(1600, 1200));
    await original('banners/home.png', await picture(2400, 1350).png().toBuffer());
    await original('camps/IMG_1234.JPG', await jpeg(1280, 960));
    const before = await hashes(sourceDir);

    const { manifest, warnings } = await build();

    expect(manifest.images['/media/treks/peak.jpg']).toMatchObject({
      width: 1280,
      height: 960,
      widths: [256, 384, 768, 1280],
    });
    expect(manifest.images['/media/banners/home.png']).toMatchObject({
      width: 1920,
      height: 1080,
      widths: [256, 384, 768, 1280, 1920],
    });
    expect(Object.keys(manifest.images).sort()).toEqual([
      '/media/banners/home.png',
      '/media/camps/IMG_1234.JPG',
      '/media/treks/peak.jpg',
    ]);
    expect(manifest.images['/media/camps/IMG_1234.JPG']!.src).toBe(
      `/media/camps/${servedName('IMG_1234.JPG')}`,
    );
    for (const [url, info] of Object.entries(manifest.images)) {
      const rel = (info.src ?? url).slice('/media/'.length);
      const format = rel.endsWith('.png') ? 'png' : 'jpeg';
      expect(await shipped(rel)).toMatchObject({ format, width: info.width, height: info.height });
      for (const width of info.widths)
        expect(await shipped(rel.replace(/\.\w+$/, `-${width}.webp`))).toMatchObject({
          format: 'webp',
          width,
        });
      const fields = [
        'blurDataURL',
        'color',
        'height',
        'width',
        'widths',
        ...(info.src ? ['src'] : []),
      ].sort();
      expect(Object.keys(info).sort()).toEqual(fields);
      expect(info.color).toMatch(/^#[\da-f]{6}$/);
      expect(info.blurDataURL).toMatch(/^data:image\/webp;base64,[\w+/=]+$/);
      expect(info.blurDataURL.length).toBeLessThan(400);
    }
    expect(warnings).toEqual([]);
    expect(JSON.parse(await readFile(manifestFile, 'utf8'))).toEqual(manifest);
    expect(await hashes(sourceDir)).toEqual(before);
  });

  it('ships a picture narrower than its folder uses at the widths it has, never enlarged, and warns', async () => {
    await original('banners/small.jpg', await jpeg(1000, 600));
    const { manifest, warnings } = await build();
    expect(manifest.images['/media/banners/small.jpg']).toMatchObject({
      width: 1000,
      widths: [256, 384, 768, 1000],
    });
    expect(existsSync(join(outDir, 'banners/small-1280.webp'))).toBe(false);
    expect(warnings).toEqual([expect.stringContaining(join(sourceDir, 'banners/small.jpg'))]);
  });

  it('converts CMYK and 16-bit pictures to 8-bit sRGB', async () => {
    await original('camps/cmyk.jpg', await picture(800, 600).toColourspace('cmyk').jpeg().toBuffer());
    await original('camps/deep.png', await picture(800, 600).toColourspace('rgb16').png().toBuffer());
    await original('camps/deep.webp', await picture(800, 600).webp().toBuffer());
    expect(await sharp(join(sourceDir, 'camps/cmyk.jpg')).metadata()).toMatchObject({ space: 'cmyk' });
    expect(await sharp(join(sourceDir, 'camps/deep.png')).metadata()).toMatchObject({ depth: 'ushort' });

    await expect(build()).rejects.toThrow(
      /deep\.(png|webp) and .*deep\.(png|webp) both make \/media\/camps\/deep-256\.webp/,
    );
    await rm(join(sourceDir, 'camps/deep.webp'));
    await build();

    for (const rel of ['camps/cmyk.jpg', 'camps/cmyk-800.webp', 'camps/deep.png', 'camps/deep-800.webp']) {
      expect(await shipped(rel), rel).toMatchObject({ space: 'srgb', depth: 'uchar' });
      const [r = 0, g = 0, b = 0] = await sharp(join(outDir, rel)).raw().toBuffer();
      expect(r > 180 && g < 80 && b < 80, `${rel} top-left is ${[r, g, b]}`).toBe(true);
    }
  });

  it('downscales an 8000 px phone photo, turns it upright by its EXIF orientation and strips its metadata', async () => {
    const photo = await picture(8000, 4000)
      .jpeg({ quality: 60 })
      .withExif({ IFD0: { Make: 'Phone', Copyright: 'guest' } })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect(await sharp(photo).metadata()).toMatchObject({ width: 8000, orientation: 6 });
    await original('gallery/phone.jpg', photo);

    const { manifest } = await build();

    expect(manifest.images['/media/gallery/phone.jpg']).toMatchObject({ width: 1920, height: 3840 });
    for (const rel of ['gallery/phone.jpg', 'gallery/phone-1920.webp']) {
      const meta = await shipped(rel);
      expect(meta, rel).toMatchObject({ width: 1920, height: 3840 });
      expect(meta.orientation ?? 1).toBe(1);
      expect([meta.exif, meta.icc, meta.xmp]).toEqual([undefined, undefined, undefined]);
      // Orientation 6 turns the stored picture a quarter clockwise: its top-left block ends top-right.
      const { data, info } = await sharp(join(outDir, rel)).raw().toBuffer({ resolveWithObject: true });
      const at = (x: number, y: number) => data[(y * info.width + x) * info.channels]!;
      expect(at(info.width - 10, 10)).toBeGreaterThan(200);
      expect(at(10, 10)).toBeLessThan(100);
    }
  });

  it('stops with one error naming every corrupt, unknown or HEIC original, and leaves them all alone', async () => {
    const good = await jpeg(900, 600);
    await original('treks/good.jpg', good);
    await original('treks/truncated.jpg', good.subarray(0, good.length / 2));
    await original('treks/text.jpg', 'not a picture');
    await original('treks/notes.txt', 'hello');
    await original('uploads/IMG_2042.HEIC', 'heic bytes');
    await original('video/clip.mp4', 'mp4 bytes');
    const before = await hashes(sourceDir);

    const error = await build().then(
      () => null,
      (e: Error) => e.message,
    );

    expect(error).toContain(`${join(sourceDir, 'treks/truncated.jpg')}: not a readable picture`);
    expect(error).toContain(`${join(sourceDir, 'treks/text.jpg')}: not a readable picture`);
    expect(error).toContain(`${join(sourceDir, 'treks/notes.txt')}: not a picture`);
    expect(error).toContain(`${join(sourceDir, 'uploads/IMG_2042.HEIC')}: an iPhone HEIC photo`);
    expect(error).toContain('export it as JPEG');
    expect(error).toContain(`${join(sourceDir, 'video/clip.mp4')}: needs a poster picture`);
    expect(error).not.toContain('good.jpg');
    expect(existsSync(manifestFile)).toBe(false);
    expect(await hashes(sourceDir)).toEqual(before);
  });

  it('ships an upload named as a phone names it, 4000 px and turned by EXIF, at every width up to 1920', async () => {
    const photo = await picture(4000, 3000)
      .jpeg({ quality: 80 })
      .withExif({ IFD0: { Make: 'Phone' } })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const names = ['IMG 2041 (1).JPG', 'മൂന്നാർ.jpg', 'Café [edit].webp', 'img-2041-1.jpg'];
    await original(`uploads/${names[0]}`, photo);
    await original(`uploads/${names[1]}`, await jpeg(2400, 1600));
    await original(`uploads/${names[2]}`, await picture(1600, 1200).webp().toBuffer());
    await original(`uploads/${names[3]}`, await jpeg(800, 600));

    const { manifest } = await build();

    expect(Object.keys(manifest.images).sort()).toEqual(names.map((name) => `/media/uploads/${name}`).sort());
    const phone = manifest.images['/media/uploads/IMG 2041 (1).JPG']!;
    expect(phone).toMatchObject({ width: 1920, height: 2560, widths: [256, 384, 768, 1280, 1920] });
    expect(phone.src).toMatch(/^\/media\/uploads\/img-2041-1-[0-9a-f]{8}\.jpg$/);
    expect(manifest.images['/media/uploads/img-2041-1.jpg']!.src).toBeUndefined();
    const served = (await readdir(join(outDir, 'uploads'))).sort();
    for (const name of served) expect(name).toMatch(/^[a-z0-9][a-z0-9_.-]*$/);
    expect(served).toHaveLength(4 + 5 + 5 + 5 + 4);
    const stem = phone.src!.slice('/media/'.length).replace(/\.jpg$/, '');
    const { data, info } = await sharp(join(outDir, `${stem}-1920.webp`))
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([1920, 2560]);
    // Orientation 6 turns the stored picture a quarter clockwise: its top-left block ends top-right.
    expect(data[(10 * info.width + info.width - 10) * info.channels]).toBeGreaterThan(200);
    expect(data[(10 * info.width + 10) * info.channels]).toBeLessThan(100);
  });

  it('plays a video named with spaces from its web name, and draws its poster by the name the content uses', async () => {
    await original('video/River Walk.mp4', 'mp4 bytes');
    await original('video/River Walk-poster.jpg', await jpeg(640, 360));
    const { manifest } = await build();
    expect(manifest.videos).toEqual({
      '/media/video/River Walk': {
        mp4: `/media/video/${servedName('River Walk.mp4')}`,
        poster: '/media/video/River Walk-poster.jpg',
      },
    });
    expect(await readFile(join(outDir, 'video', servedName('River Walk.mp4')), 'utf8')).toBe('mp4 bytes');
    expect(manifest.images['/media/video/River Walk-poster.jpg']).toBeDefined();
  });

  it('refuses to write into the originals folder', async () => {
    await original('treks/a.jpg', await jpeg(400, 300));
    const before = await hashes(sourceDir);
    await expect(buildMedia({ sourceDir, outDir: sourceDir, manifestFile, cacheFile })).rejects.toThrow(
      /outside the originals/,
    );
    await expect(
      buildMedia({ sourceDir, outDir: join(sourceDir, 'out'), manifestFile, cacheFile }),
    ).rejects.toThrow(/outside the originals/);
    expect(await hashes(sourceDir)).toEqual(before);
  });

  it('ships a web-ready JPEG byte for byte, and copies videos and SVGs as they are', async () => {
    const ready = await sharp(await jpeg(1280, 720))
      .jpeg({ quality: 72 })
      .toBuffer();
    await original('video/clip-poster.jpg', ready);
    await original('video/clip.mp4', 'mp4 bytes');
    await original('video/clip.webm', 'webm bytes');
    await original('avatar.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');

    const { manifest } = await build();

    expect(await readFile(join(outDir, 'video/clip-poster.jpg'))).toEqual(ready);
    expect(await readFile(join(outDir, 'video/clip.mp4'), 'utf8')).toBe('mp4 bytes');
    expect(await readFile(join(outDir, 'avatar.svg'), 'utf8')).toContain('<svg');
    expect(manifest.videos).toEqual({
      '/media/video/clip': {
        mp4: '/media/video/clip.mp4',
        webm: '/media/video/clip.webm',
        poster: '/media/video/clip-poster.jpg',
      },
    });
  });

  it('skips unchanged pictures, renders replaced ones and removes what deleted ones left', async () => {
    await original('treks/a.jpg', await jpeg(900, 600));
    await original('treks/b.jpg', await jpeg(900, 600));
    expect(await build()).toMatchObject({ rendered: 2, cached: 0 });
    const firstA = await readFile(join(outDir, 'treks/a-768.webp'));

    expect(await build()).toMatchObject({ rendered: 0, cached: 2, removed: 0 });

    await original('treks/a.jpg', await jpeg(900, 600, { r: 200, g: 200, b: 40 }));
    await rm(join(sourceDir, 'treks/b.jpg'));
    const third = await build();
    expect(third).toMatchObject({ rendered: 1, cached: 0 });
    expect(Object.keys(third.manifest.images)).toEqual(['/media/treks/a.jpg']);
    expect(await readFile(join(outDir, 'treks/a-768.webp'))).not.toEqual(firstA);
    expect((await readdir(join(outDir, 'treks'))).sort()).toEqual([
      'a-256.webp',
      'a-384.webp',
      'a-768.webp',
      'a-900.webp',
      'a.jpg',
    ]);

    await rm(join(outDir, 'treks/a-384.webp'));
    expect(await build()).toMatchObject({ rendered: 1, cached: 0 });
    expect(existsSync(join(outDir, 'treks/a-384.webp'))).toBe(true);
  });
});

describe('cropSize', () => {
  it('keeps the full height, at most 720 px, and an even width of the aspect', () => {
    expect(cropSize(1280, 720, 9 / 16)).toEqual({ width: 406, height: 720 });
    expect(cropSize(1920, 1080, 1)).toEqual({ width: 720, height: 720 });
    expect(cropSize(320, 180, 9 / 16)).toEqual({ width: 102, height: 180 });
  });

  it('makes no crop of a video that is itself about that narrow', () => {
    expect(cropSize(720, 720, 1)).toBeNull();
    expect(cropSize(1080, 1920, 9 / 16)).toBeNull();
    expect(cropSize(760, 720, 1)).toBeNull();
  });
});

// Each test encodes real videos; on a busy machine that takes seconds.
describe.runIf(ffmpegHere)('video crops (ffmpeg)', { timeout: 60_000 }, () => {
  /** A real one-second test-pattern video, 320 × 180. */
  async function clip(format: 'mp4' | 'webm') {
    const file = join(root, `pattern.${format}`);
    const codec = format === 'mp4' ? ['-c:v', 'libx264', '-pix_fmt', 'yuv420p'] : ['-c:v', 'libvpx-vp9'];
    await run('ffmpeg', [
      '-v',
      'error',
      '-f',
      'lavfi',
      '-i',
      'testsrc=size=320x180:rate=10',
      '-t',
      '1',
      ...codec,
      file,
    ]);
    return readFile(file);
  }

  /** The size ffmpeg reads from a video file. */
  async function size(rel: string) {
    const { stderr } = await run('ffmpeg', ['-hide_banner', '-i', join(outDir, rel)]).catch((e) => e);
    const match = /Video:.*?, (\d+)x(\d+)/.exec(stderr);
    return match ? `${match[1]}x${match[2]}` : null;
  }

  it('cuts a tall and a square centre crop of each format, and keeps them while the video is unchanged', async () => {
    await original('video/clip-poster.jpg', await jpeg(320, 180));
    await original('video/clip.mp4', await clip('mp4'));
    await original('video/clip.webm', await clip('webm'));

    const first = await buildMedia({ sourceDir, outDir, manifestFile, cacheFile, ffmpeg: 'ffmpeg' });

    expect(first.encoded).toBe(4);
    expect(first.manifest.videos['/media/video/clip']?.crops).toEqual([
      { aspect: 0.5625, mp4: '/media/video/clip-tall.mp4', webm: '/media/video/clip-tall.webm' },
      { aspect: 1, mp4: '/media/video/clip-square.mp4', webm: '/media/video/clip-square.webm' },
    ]);
    expect(await size('video/clip-tall.mp4')).toBe('102x180');
    expect(await size('video/clip-tall.webm')).toBe('102x180');
    expect(await size('video/clip-square.mp4')).toBe('180x180');
    expect(await size('video/clip-square.webm')).toBe('180x180');

    const again = await buildMedia({ sourceDir, outDir, manifestFile, cacheFile, ffmpeg: 'ffmpeg' });
    expect(again.encoded).toBe(0);
    expect(again.manifest).toEqual(first.manifest);

    // Without ffmpeg the crops go, so no stale crop of an old video can outlive it.
    const without = await build();
    expect(without.manifest.videos['/media/video/clip']?.crops).toBeUndefined();
    expect(existsSync(join(outDir, 'video/clip-tall.mp4'))).toBe(false);
  });

  it('ships a video ffmpeg cannot read as it is, without crops, and warns', async () => {
    await original('video/clip-poster.jpg', await jpeg(320, 180));
    await original('video/clip.mp4', 'mp4 bytes');

    const result = await buildMedia({ sourceDir, outDir, manifestFile, cacheFile, ffmpeg: 'ffmpeg' });

    expect(result.manifest.videos['/media/video/clip']).toEqual({
      mp4: '/media/video/clip.mp4',
      poster: '/media/video/clip-poster.jpg',
    });
    expect(result.warnings.join('\n')).toContain(`${join(sourceDir, 'video/clip')}: no phone crops`);
    expect(await readFile(join(outDir, 'video/clip.mp4'), 'utf8')).toBe('mp4 bytes');
  });
});
