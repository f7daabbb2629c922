// `npm start`: builds the static export when the sources are newer than out/, then serves it.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { createStaticServer } from './static-server.mjs';

const SOURCES = ['app', 'components', 'content', 'lib', 'public', 'next.config.ts', 'package.json', 'tailwind.config.ts'];
const port = Number(process.env.PORT ?? 3000);

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}

const built = existsSync('out/index.html') ? statSync('out/index.html').mtimeMs : 0;
if (built < Math.max(...SOURCES.map(newestMtime))) {
  console.log('Building the static export (npm run build)…');
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

createStaticServer({ root: 'out' }).listen(port, 'localhost', () => {
  console.log(`\n  Kuttiyar Valley Adventures is running at http://localhost:${port}/\n`);
});
