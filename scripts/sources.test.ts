import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BUILD_SOURCES, exportIsStale, newestMtime } from './sources.mjs';

let root = '';
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'sources-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** Writes `rel` under the root, modified `seconds` after the epoch. */
function file(rel: string, seconds: number) {
  const path = join(root, rel);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, '');
  utimesSync(path, seconds, seconds);
}

describe('the sources of the export', () => {
  it('finds the newest file in nested folders, and 0 where there is nothing', () => {
    file('content/data/treks/a.json', 100);
    file('content/data/b.json', 300);
    file('content/c.ts', 200);
    expect(newestMtime(join(root, 'content'))).toBe(300_000);
    expect(newestMtime(join(root, 'missing'))).toBe(0);
  });

  it('counts an export as stale when missing, or older than any source', () => {
    // A folder with no sources has nothing to build.
    expect(exportIsStale(root)).toBe(false);
    file('content/data/site.json', 100);
    expect(exportIsStale(root)).toBe(true);
    file('out/index.html', 200);
    expect(exportIsStale(root)).toBe(false);
    // The theme is read by the stylesheet: a change to it changes every page.
    file('tailwind.config.ts', 300);
    expect(exportIsStale(root)).toBe(true);
  });

  it('are all there in the project: a renamed or moved one would never count again', () => {
    expect(BUILD_SOURCES.filter((source) => !existsSync(source))).toEqual([]);
  });
});
