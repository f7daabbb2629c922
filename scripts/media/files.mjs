// File helpers of the media pipeline: listing the originals, writing only what changed, and tidying the
// generated folder.
import { mkdir, readdir, readFile, rmdir, writeFile } from 'node:fs/promises';
import { dirname, join, sep } from 'node:path';

export async function filesUnder(dir) {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const nested = await Promise.all(
    entries
      .filter((entry) => !entry.name.startsWith('.'))
      .map((entry) => (entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)])),
  );
  return nested.flat().sort();
}

export async function removeEmptyFolders(dir) {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  for (const entry of entries) if (entry.isDirectory()) await removeEmptyFolders(join(dir, entry.name));
  if ((await readdir(dir).catch(() => [null])).length === 0) await rmdir(dir);
}

export const toUrl = (rel) => `/media/${rel}`;
export const fromUrl = (url) => url.slice('/media/'.length);
/** A path relative to a folder, `/`-separated and in one Unicode form, as the content names it. */
export const posix = (rel) => rel.split(sep).join('/').normalize('NFC');

/** Runs `fn` over `items`, `n` at a time: sharp is fastest with one picture per core. */
export async function pool(items, n, fn) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await fn(items[next++]);
  };
  await Promise.all(Array.from({ length: n }, worker));
}

export async function writeIfChanged(file, bytes) {
  const old = await readFile(file).catch(() => null);
  if (old?.equals(bytes)) return;
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, bytes);
}
