// `npm run bench`: serves the production export on loopback with compression and reports, per route,
// the first-load JavaScript (gzip and brotli sums of the scripts its HTML loads) and Lighthouse mobile
// scores and metrics (median of 3 runs). Writes bench/results.json. A benchmark: it reports, it does not fail.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { createStaticServer } from './static-server.mjs';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    routes: {
      type: 'string',
      default: '/,/trekking/,/camping/,/adventure-activities/,/bunny-buds/,/glamping/',
    },
    port: { type: 'string', default: '4321' },
    'js-only': { type: 'boolean', default: false },
  },
});
const ROUTES = values.routes.split(',');
const RUNS = Number(values.runs);
const PORT = Number(values.port);
const CHROME = process.env.PLAYWRIGHT_CHROMIUM_PATH || process.env.CHROME_PATH || '/usr/bin/chromium';

if (!existsSync('out/index.html')) {
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const kib = (bytes) => Math.round((bytes / 1024) * 10) / 10;
const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];

async function firstLoadJs(route) {
  const html = await readFile(join('out', route, 'index.html'), 'utf8');
  // nomodule scripts (Next's legacy polyfills) are never fetched by browsers that run modules.
  const tags = [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"[^>]*>/g)].filter(
    (match) => !/\snomodule/i.test(match[0]),
  );
  const sources = [...new Set(tags.map((match) => match[1]))];
  let gzip = 0;
  let brotli = 0;
  for (const src of sources) {
    const file = await readFile(join('out', src.split('?')[0]));
    gzip += gzipSync(file, { level: 9 }).length;
    brotli += brotliCompressSync(file, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  }
  return { scripts: sources.length, gzipKiB: kib(gzip), brotliKiB: kib(brotli) };
}

async function lighthouseRuns(url) {
  const runs = [];
  for (let i = 0; i < RUNS; i += 1) {
    const chrome = await chromeLauncher.launch({
      chromePath: CHROME,
      chromeFlags: [
        '--headless=new',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
    try {
      const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
      const { categories, audits } = result.lhr;
      runs.push({
        performance: Math.round(categories.performance.score * 100),
        accessibility: Math.round(categories.accessibility.score * 100),
        bestPractices: Math.round(categories['best-practices'].score * 100),
        seo: Math.round(categories.seo.score * 100),
        lcpMs: Math.round(audits['largest-contentful-paint'].numericValue),
        fcpMs: Math.round(audits['first-contentful-paint'].numericValue),
        tbtMs: Math.round(audits['total-blocking-time'].numericValue),
        cls: Math.round(audits['cumulative-layout-shift'].numericValue * 1000) / 1000,
        transferKiB: kib(audits['total-byte-weight'].numericValue),
        failing: Object.values(audits)
          .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
          .map((audit) => audit.id),
      });
    } finally {
      await chrome.kill();
    }
  }
  const perf = median(runs.map((run) => run.performance));
  return { median: runs.find((run) => run.performance === perf), all: runs };
}

const server = createStaticServer({ root: 'out' });
await new Promise((resolve) => server.listen(PORT, '127.0.0.1', resolve));
const results = [];
try {
  for (const route of ROUTES) {
    const js = await firstLoadJs(route);
    const lh = values['js-only'] ? null : await lighthouseRuns(`http://127.0.0.1:${PORT}${route}`);
    results.push({ route, js, lighthouse: lh });
    const m = lh?.median;
    console.log(
      [
        route.padEnd(24),
        `JS ${js.gzipKiB} KiB gzip / ${js.brotliKiB} KiB br (${js.scripts} scripts)`,
        m
          ? `perf ${m.performance} (runs ${lh.all.map((run) => run.performance).join('/')}) a11y ${m.accessibility} bp ${m.bestPractices} seo ${m.seo}`
          : '',
        m
          ? `LCP ${m.lcpMs} ms FCP ${m.fcpMs} ms TBT ${m.tbtMs} ms CLS ${m.cls} transfer ${m.transferKiB} KiB`
          : '',
        m?.failing.length ? `failing: ${m.failing.join(', ')}` : '',
      ]
        .filter(Boolean)
        .join(' | '),
    );
  }
} finally {
  server.close();
}
mkdirSync('bench', { recursive: true });
writeFileSync(
  'bench/results.json',
  JSON.stringify({ date: new Date().toISOString(), runs: RUNS, results }, null, 2),
);
console.log('\nWritten to bench/results.json');
