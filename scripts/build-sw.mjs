// Bundles the service worker (lib/outbox/service-worker.ts, with the outbox and the EmailJS client it
// imports) into public/sw.js, one minified classic script, so `next build` copies it to the site's root.
// Runs before every build, test and dev server; the output is git-ignored.
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'rolldown';

const root = fileURLToPath(new URL('..', import.meta.url));

export async function buildServiceWorker({ outFile = 'public/sw.js' } = {}) {
  await build({
    cwd: root,
    input: 'lib/outbox/service-worker.ts',
    resolve: { alias: { '@': root } },
    platform: 'browser',
    logLevel: 'warn',
    output: { file: outFile, format: 'iife', minify: true },
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await buildServiceWorker();
  console.log('build-sw: wrote public/sw.js');
}
