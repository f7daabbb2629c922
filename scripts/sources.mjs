// What the export in out/ is made from: `npm start` and `npm run cms` build it again when any of these is
// newer than out/.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Everything `npm run build` reads: the routes, the UI, the content and its original pictures, the public
 * files, and the configs that shape the output (Tailwind's theme is loaded by app/globals.css, PostCSS runs
 * it, tsconfig.json resolves the `@/` imports, the lockfile fixes the packages).
 */
export const BUILD_SOURCES = [
  'app',
  'components',
  'content',
  'lib',
  'media',
  'public',
  'next.config.ts',
  'tailwind.config.ts',
  'postcss.config.mjs',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
];

/** The newest modification time under `path` (a file or a folder), 0 when there is nothing there. */
export function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}

/** Whether the export in `root`/out is missing or older than one of its sources. */
export function exportIsStale(root = '.') {
  const page = join(root, 'out', 'index.html');
  const built = existsSync(page) ? statSync(page).mtimeMs : 0;
  return built < Math.max(...BUILD_SOURCES.map((source) => newestMtime(join(root, source))));
}
