// The bare Next.js export the route bench compares the site with, built in the same run with the project's
// own Next, React and Tailwind (scripts/bench-fixture/: per route a heading, a paragraph and the route's own
// LCP picture, no client components), and the first-load JavaScript of a route.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { kib } from './stats.mjs';

export const FIXTURE = 'bench/.fixture';

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function lcpPicture(route) {
  const html = readFileSync(join('out', route, 'index.html'), 'utf8');
  const img = html.match(/<img\b[^>]*\bfetchPriority="high"[^>]*>/i)?.[0];
  if (!img) throw new Error(`bench: ${route} has no high-priority <img> to copy into the bare export`);
  const attr = (name) => img.match(new RegExp(`\\s${name}="([^"]*)"`, 'i'))?.[1]?.replace(/&amp;/g, '&');
  const heading = html.match(/<h1\b[^>]*>([\s\S]*?)<\/h1>/i)?.[1]?.replace(/<[^>]+>/g, '') ?? route;
  return { path: route, heading, image: { src: attr('src'), srcSet: attr('srcSet'), sizes: attr('sizes') } };
}

/** Builds the bare export of `routes` into bench/.fixture/out, each showing the site's own LCP picture. */
export function buildBareExport(routes) {
  const pictures = routes.map(lcpPicture);
  rmSync(FIXTURE, { recursive: true, force: true });
  cpSync('scripts/bench-fixture', FIXTURE, { recursive: true });
  writeFileSync(join(FIXTURE, 'routes.json'), JSON.stringify(pictures, null, 2));
  for (const { image } of pictures) {
    const files = [
      image.src,
      ...(image.srcSet ?? '').split(',').map((entry) => entry.trim().split(/\s+/)[0]),
    ];
    for (const file of new Set(files.filter(Boolean))) {
      const target = join(FIXTURE, 'public', file);
      mkdirSync(dirname(target), { recursive: true });
      cpSync(join('out', file), target);
    }
  }
  const nextBin = createRequire(import.meta.url).resolve('next/dist/bin/next');
  console.log('bench: building the bare export…');
  run(process.execPath, [nextBin, 'build'], {
    cwd: FIXTURE,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

export async function firstLoadJs(root, route) {
  const html = await readFile(join(root, route, 'index.html'), 'utf8');
  // nomodule scripts (Next's legacy polyfills) are never fetched by browsers that run modules.
  const sources = [
    ...new Set(
      [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"[^>]*>/g)]
        .filter((match) => !/\snomodule/i.test(match[0]))
        .map((match) => match[1]),
    ),
  ];
  let gzip = 0;
  for (const src of sources)
    gzip += gzipSync(await readFile(join(root, src.split('?')[0])), { level: 9 }).length;
  return { scripts: sources.length, gzipKiB: kib(gzip), htmlKiB: kib(gzipSync(html).length) };
}

/** Collects, from the first byte, what the run reads back: paints, shifts, long tasks, the drawer opening. */
