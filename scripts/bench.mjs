// `npm run bench`: measures the production export beside a bare Next.js export built in the same run
// with the project's own Next, React and Tailwind (scripts/bench-fixture/: per route a heading, a
// paragraph and the route's own LCP picture, no client components). Lighthouse mobile runs
// alternate between the two, so machine noise hits both alike and a regression shows as a ratio.
// Per route it reports the medians, the ratios, the first-load JavaScript, and any Chromium
// "preloaded but not used" warning, and which requests Lighthouse's simulated LCP counted
// (scripts/bench-lantern.mjs).
// A pair measured on a slowed CPU is measured again (scripts/bench-quiet.mjs).
// Writes bench/results.json and bench/results.md.
// A benchmark: it reports against the goal, it never fails a build.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { cpus } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { describeLcpRequests, lcpRequests, summarizeLcpRequests } from './bench-lantern.mjs';
import { SLOW_RATIO, slowPairs, slowRuns, waitForQuiet } from './bench-quiet.mjs';
import { optionsOrExit } from './cli-options.mjs';
import { laterScriptSources } from './later-scripts.mjs';
import { createStaticServer } from './static-server.mjs';

const values = optionsOrExit(
  'npm run bench -- [--runs 5] [--routes /,/trekking/] [--port 4321] [--bare-port 4322] [--settle 120] [--build] [--js-only]',
  {
    runs: { type: 'string', default: '5' },
    routes: {
      type: 'string',
      default: '/,/trekking/,/camping/,/adventure-activities/,/bunny-buds/,/glamping/',
    },
    port: { type: 'string', default: '4321' },
    'bare-port': { type: 'string', default: '4322' },
    /** Seconds to wait at most for the machine to fall quiet before measuring. */
    settle: { type: 'string', default: '120' },
    /** Rebuild the site even when out/ exists. */
    build: { type: 'boolean', default: false },
    'js-only': { type: 'boolean', default: false },
  },
);
const ROUTES = values.routes.split(',');
const RUNS = Number(values.runs);
const CHROME = process.env.PLAYWRIGHT_CHROMIUM_PATH || process.env.CHROME_PATH || '/usr/bin/chromium';
const FIXTURE = 'bench/.fixture';

/** The goal of issue 14, reported beside the figures. */
const GOAL = { minPerf: 98, maxPerfBelowBare: 2, maxTbtMs: 120, maxLcpRatio: 1.1, maxCls: 0, maxJsKiB: 136 };

const kib = (bytes) => Math.round((bytes / 1024) * 10) / 10;
const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
const round2 = (n) => Math.round(n * 100) / 100;

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// 1. The site, built the way `npm start` builds it when no EmailJS account is configured.
if (values.build || !existsSync('out/index.html')) {
  run('npm', ['run', 'build'], {
    env: { ...process.env, ENQUIRY_INBOX: 'local', ENQUIRY_INBOX_ORIGIN: 'http://127.0.0.1:4174' },
  });
}

// 2. The bare export, showing each route's own LCP picture.
function lcpPicture(route) {
  const html = readFileSync(join('out', route, 'index.html'), 'utf8');
  const img = html.match(/<img\b[^>]*\bfetchPriority="high"[^>]*>/i)?.[0];
  if (!img) throw new Error(`bench: ${route} has no high-priority <img> to copy into the bare export`);
  const attr = (name) => img.match(new RegExp(`\\s${name}="([^"]*)"`, 'i'))?.[1]?.replace(/&amp;/g, '&');
  const heading = html.match(/<h1\b[^>]*>([\s\S]*?)<\/h1>/i)?.[1]?.replace(/<[^>]+>/g, '') ?? route;
  return { path: route, heading, image: { src: attr('src'), srcSet: attr('srcSet'), sizes: attr('sizes') } };
}

const pictures = ROUTES.map(lcpPicture);
rmSync(FIXTURE, { recursive: true, force: true });
cpSync('scripts/bench-fixture', FIXTURE, { recursive: true });
writeFileSync(join(FIXTURE, 'routes.json'), JSON.stringify(pictures, null, 2));
for (const { image } of pictures) {
  const files = [image.src, ...(image.srcSet ?? '').split(',').map((entry) => entry.trim().split(/\s+/)[0])];
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

// 3. Measure.
async function firstLoadJs(root, route) {
  const html = await readFile(join(root, route, 'index.html'), 'utf8');
  // nomodule scripts (Next's legacy polyfills) are never fetched by browsers that run modules.
  const tags = [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"[^>]*>/g)].filter(
    (match) => !/\snomodule/i.test(match[0]),
  );
  // The site starts its framework scripts after the first paint (scripts/later-scripts.mjs).
  const sources = [...new Set([...tags.map((match) => match[1]), ...laterScriptSources(html)])];
  let gzip = 0;
  let brotli = 0;
  for (const src of sources) {
    const file = await readFile(join(root, src.split('?')[0]));
    gzip += gzipSync(file, { level: 9 }).length;
    brotli += brotliCompressSync(file, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  }
  return {
    scripts: sources.length,
    gzipKiB: kib(gzip),
    brotliKiB: kib(brotli),
    htmlKiB: kib(gzipSync(html).length),
  };
}

async function lighthouseOnce(url) {
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
    const { lhr, artifacts } = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
    });
    const { categories, audits } = lhr;
    // A run Lighthouse could not complete (e.g. no paint it could attribute) has no score: measure again.
    if (lhr.runtimeError || categories.performance.score === null) {
      return { error: lhr.runtimeError?.code ?? 'no performance score' };
    }
    const bootup = audits['bootup-time']?.details?.items ?? [];
    return {
      performance: Math.round(categories.performance.score * 100),
      lcpMs: Math.round(audits['largest-contentful-paint'].numericValue),
      fcpMs: Math.round(audits['first-contentful-paint'].numericValue),
      tbtMs: Math.round(audits['total-blocking-time'].numericValue),
      cls: Math.round(audits['cumulative-layout-shift'].numericValue * 1000) / 1000,
      mainThreadMs: Math.round(audits['mainthread-work-breakdown']?.numericValue ?? 0),
      bootupMs: Math.round(audits['bootup-time']?.numericValue ?? 0),
      topScripts: bootup.slice(0, 3).map((item) => ({ url: item.url, ms: Math.round(item.total) })),
      domSize: audits['dom-size']?.numericValue ?? null,
      renderBlocking: (audits['render-blocking-resources']?.details?.items ?? []).map((item) => item.url),
      accessibility: Math.round(categories.accessibility.score * 100),
      bestPractices: Math.round(categories['best-practices'].score * 100),
      seo: Math.round(categories.seo.score * 100),
      // Lighthouse's timing of a fixed piece of work before the run: lower means a busier CPU.
      benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
      // What the simulated LCP was made of; a report line, never a reason to fail the run.
      lcpRequests: await lcpRequests(lhr, artifacts).then(summarizeLcpRequests, () => null),
      failing: Object.values(audits)
        .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
        .map((audit) => audit.id),
    };
  } finally {
    await chrome.kill();
  }
}

/** One scored Lighthouse run: a run that errors is noted on the row and repeated, up to three times. */
async function measured(url, row) {
  for (let attempt = 0; ; attempt += 1) {
    const result = await lighthouseOnce(url);
    if (!result.error) return result;
    (row.errors ??= []).push(`${url}: ${result.error}`);
    if (attempt === 2) throw new Error(`bench: Lighthouse failed three times on ${url}: ${result.error}`);
  }
}

/** Chromium's "preloaded but not used" console warnings, a few seconds after the load event. */
async function preloadWarnings(browser, url) {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const warnings = [];
  page.on('console', (message) => {
    if (/preloaded .* not used/i.test(message.text())) warnings.push(message.text());
  });
  await page.goto(url, { waitUntil: 'load' });
  // Chromium reports an unused preload 3 s after the load event.
  await page.waitForTimeout(4000);
  await page.close();
  return warnings;
}

const site = createStaticServer({ root: 'out' });
const bare = createStaticServer({ root: join(FIXTURE, 'out') });
const sitePort = Number(values.port);
const barePort = Number(values['bare-port']);
await new Promise((resolve) => site.listen(sitePort, '127.0.0.1', resolve));
await new Promise((resolve) => bare.listen(barePort, '127.0.0.1', resolve));
const siteUrl = (route) => `http://127.0.0.1:${sitePort}${route}`;
const bareUrl = (route) => `http://127.0.0.1:${barePort}${route}`;

const rows = ROUTES.map((route) => ({ route, site: [], bare: [] }));
let quiet = null;
let retakes = 0;
const maxRetakes = Math.ceil((RUNS * rows.length) / 2);
try {
  for (const row of rows) {
    row.js = await firstLoadJs('out', row.route);
    row.bareJs = await firstLoadJs(join(FIXTURE, 'out'), row.route);
  }
  // These loads also warm both servers: each file is compressed once, before any measured run, as a
  // host serves it precompressed (not while Chrome loads the page on the same two cores).
  const browser = await chromium.launch({ executablePath: CHROME });
  for (const row of rows) row.preloadWarnings = await preloadWarnings(browser, siteUrl(row.route));
  for (const row of rows) {
    const page = await browser.newPage();
    await page.goto(bareUrl(row.route), { waitUntil: 'load' });
    await page.close();
  }
  await browser.close();
  if (!values['js-only']) {
    console.log('bench: waiting for the machine to fall quiet…');
    quiet = await waitForQuiet({ timeoutMs: Number(values.settle) * 1000 });
    if (!quiet.settled)
      console.log(
        `bench: the CPU is still ${Math.round(quiet.share * 100)} % busy; measuring anyway (see the report)`,
      );
    // Alternate site and bare export run by run, so a busy moment lands on both.
    for (let i = 0; i < RUNS; i += 1) {
      for (const row of rows) {
        row.site.push(await measured(siteUrl(row.route), row));
        row.bare.push(await measured(bareUrl(row.route), row));
        process.stdout.write(`\rbench: run ${i + 1}/${RUNS}, ${row.route.padEnd(24)}`);
      }
    }
    // A pair measured while something else had the CPU is measured again, for up to half as many
    // pairs as were planned: the medians are then a quiet machine's wherever the machine allows it.
    for (let pairs = slowPairs(rows); pairs.length && retakes < maxRetakes; pairs = slowPairs(rows)) {
      for (const { row, run } of pairs.slice(0, maxRetakes - retakes)) {
        row.site[run] = await measured(siteUrl(row.route), row);
        row.bare[run] = await measured(bareUrl(row.route), row);
        retakes += 1;
        process.stdout.write(
          `\rbench: measuring again a pair from a slowed CPU (${retakes}), ${row.route.padEnd(24)}`,
        );
      }
    }
    process.stdout.write('\n');
  }
} finally {
  site.close();
  bare.close();
}

// 4. Report.
const summary = rows.map((row) => {
  const pick = (runs, key) => (runs.length ? median(runs.map((r) => r[key])) : null);
  const s = Object.fromEntries(
    ['performance', 'tbtMs', 'lcpMs', 'fcpMs', 'cls', 'mainThreadMs'].map((k) => [k, pick(row.site, k)]),
  );
  const b = Object.fromEntries(
    ['performance', 'tbtMs', 'lcpMs', 'fcpMs', 'cls'].map((k) => [k, pick(row.bare, k)]),
  );
  const measured = row.site.length > 0;
  const checks = {
    performance: measured
      ? s.performance >= GOAL.minPerf && b.performance - s.performance <= GOAL.maxPerfBelowBare
      : null,
    tbt: measured ? s.tbtMs <= GOAL.maxTbtMs : null,
    lcp: measured ? s.lcpMs / b.lcpMs <= GOAL.maxLcpRatio : null,
    cls: measured ? s.cls <= GOAL.maxCls : null,
    js: row.js.gzipKiB <= GOAL.maxJsKiB,
    preload: row.preloadWarnings.length === 0,
  };
  return { ...row, median: { site: s, bare: b }, checks };
});

// Every run of the bench, site and bare, in the order measured, with the CPU index Lighthouse took before it.
const allRuns = summary.flatMap((row) => [
  ...row.site.map((r) => ({ r, label: `${row.route} site` })),
  ...row.bare.map((r) => ({ r, label: `${row.route} bare` })),
]);
const indexes = allRuns.map(({ r }) => r.benchmarkIndex);
const slow = slowRuns(indexes).map((i) => allRuns[i]);
const machineLine = quiet
  ? `${cpus().length} cores; CPU ${Math.round(quiet.share * 100)} % busy before the runs (${quiet.settled ? 'settled' : 'never settled'}); Lighthouse CPU index ${Math.min(...indexes)}–${Math.max(...indexes)}; ${retakes} site/bare ${retakes === 1 ? 'pair' : 'pairs'} measured again, as a run of theirs had a slowed CPU.`
  : `${cpus().length} cores.`;
const busyWarning =
  quiet && (!quiet.settled || slow.length)
    ? [
        '',
        `**Measured on a busy machine**: ${quiet.settled ? '' : 'the CPU never fell quiet before the runs; '}${slow.length} of ${allRuns.length} runs had a CPU index below ${SLOW_RATIO * 100} % of the best. Lighthouse multiplies the CPU time it observes, so these figures overstate the site's and the bare export's times alike; measure again with nothing else running.`,
      ]
    : [];

const mark = (ok) => (ok === null ? '–' : ok ? '✓' : '✗');
const lines = [
  `# npm run bench — ${new Date().toISOString()}`,
  '',
  `Lighthouse ${lighthouseVersion()} mobile (simulated throttling), median of ${RUNS} runs per route, site and bare export alternating;`,
  `${machineLine} JS = first-load scripts, gzip -9.`,
  ...busyWarning,
  '',
  '| route | perf site (runs) | perf bare | TBT site / bare | LCP site / bare (ratio) | CLS | main thread | JS site / bare KiB | preload warnings | goal |',
  '|---|---|---|---|---|---|---|---|---|---|',
  ...summary.map(
    ({ route, median: m, site: runs, bare: bareRuns, js, bareJs, preloadWarnings: warnings, checks }) =>
      [
        route,
        runs.length ? `${m.site.performance} (${runs.map((r) => r.performance).join('/')})` : '–',
        bareRuns.length ? `${m.bare.performance} (${bareRuns.map((r) => r.performance).join('/')})` : '–',
        runs.length ? `${m.site.tbtMs} / ${m.bare.tbtMs} ms` : '–',
        runs.length ? `${m.site.lcpMs} / ${m.bare.lcpMs} ms (${round2(m.site.lcpMs / m.bare.lcpMs)})` : '–',
        runs.length ? m.site.cls : '–',
        runs.length ? `${m.site.mainThreadMs} ms` : '–',
        `${js.gzipKiB} / ${bareJs.gzipKiB} (${round2(js.gzipKiB / bareJs.gzipKiB)})`,
        warnings.length,
        Object.entries(checks)
          .map(([name, ok]) => `${name} ${mark(ok)}`)
          .join(' '),
      ]
        .join(' | ')
        .replace(/^/, '| ')
        .replace(/$/, ' |'),
  ),
  '',
  `Goal: perf ≥ ${GOAL.minPerf} and ≤ ${GOAL.maxPerfBelowBare} below bare, TBT ≤ ${GOAL.maxTbtMs} ms, LCP ≤ ${GOAL.maxLcpRatio}× bare, CLS ${GOAL.maxCls}, JS ≤ ${GOAL.maxJsKiB} KiB gzip, no unused preloads.`,
];
const withScript = (runs) =>
  runs.map((r) => `${r.lcpMs} ms (${r.lcpRequests?.scripts.kib ?? '?'} KiB)`).join(', ');
/** The run whose LCP is nearest the median: the one whose requests the report lists. */
const medianRun = (runs, lcpMs) =>
  runs.reduce((best, r) => (Math.abs(r.lcpMs - lcpMs) < Math.abs(best.lcpMs - lcpMs) ? r : best));
const measuredRows = summary.filter((row) => row.site.length);
if (measuredRows.length)
  lines.push(
    '',
    "LCP of each run, with the KiB of script Lighthouse's simulation counted in it (a script is left out only when the trace shows it first ran after the LCP, in a task of 10 ms or more; scripts/bench-lantern.mjs):",
    ...measuredRows.map(
      (row) => `- ${row.route}: site ${withScript(row.site)}; bare ${withScript(row.bare)}`,
    ),
    '',
    "What Lighthouse's simulated LCP counted, in the run nearest the median (scripts/bench-lantern.mjs):",
    ...measuredRows.flatMap((row) => [
      `- ${row.route} site: ${describeLcpRequests(medianRun(row.site, row.median.site.lcpMs).lcpRequests)}`,
      `- ${row.route} bare: ${describeLcpRequests(medianRun(row.bare, row.median.bare.lcpMs).lcpRequests)}`,
    ]),
  );
const slowest = summary.flatMap((row) =>
  row.site
    .slice(0, 1)
    .map(
      (r) =>
        `${row.route}: ${r.topScripts.map((t) => `${t.url.replace(/^https?:\/\/[^/]+/, '')} ${t.ms} ms`).join(', ')}`,
    ),
);
if (slowest.length)
  lines.push('', 'Script bootup, first run (top 3 per route):', ...slowest.map((line) => `- ${line}`));
for (const { r, label } of slow) lines.push(`- slowed CPU: ${label}, index ${r.benchmarkIndex}`);
for (const row of summary) {
  for (const error of row.errors ?? []) lines.push(`- repeated a Lighthouse run that failed: ${error}`);
  for (const warning of row.preloadWarnings) lines.push(`- ${row.route}: ${warning}`);
}

mkdirSync('bench', { recursive: true });
writeFileSync(
  'bench/results.json',
  JSON.stringify(
    { date: new Date().toISOString(), runs: RUNS, goal: GOAL, quiet, retakes, results: summary },
    null,
    2,
  ),
);
writeFileSync('bench/results.md', `${lines.join('\n')}\n`);
console.log(`\n${lines.join('\n')}\n\nWritten to bench/results.md and bench/results.json`);

function lighthouseVersion() {
  try {
    const require = createRequire(import.meta.url);
    return JSON.parse(readFileSync(require.resolve('lighthouse/package.json'), 'utf8')).version;
  } catch {
    return '';
  }
}
