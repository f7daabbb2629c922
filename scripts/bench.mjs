// `npm run bench`: what a phone on slow mobile data gets from the production export, beside a bare
// Next.js export built in the same run with the project's own Next, React and Tailwind
// (scripts/bench-fixture/: per route a heading, a paragraph and the route's own LCP picture, no client
// components). Each run loads a route in a fresh Chromium context at 390×844 with touch, with the
// network and CPU really slowed through the DevTools protocol (562.5 ms round trips, 1.47 Mbit/s down,
// 675 kbit/s up, 4× CPU): site and bare runs alternate, so machine noise hits both alike.
// Per route it reports medians of the largest paint, layout shift, time to interactive and first-load
// JavaScript, and how long a tap on Menu, 500 ms after the largest paint, takes to show the drawer (the
// bare export has a native popover menu for this, so the framework's own start-up shows). Lighthouse's
// simulated score for each is printed beside them as a second opinion. Then a whole visit on the same phone
// (scripts/bench-visit.mjs): a trip page, its group page, another trip, the enquiry form, with the cache on;
// bytes and largest paint per step.
// Writes bench/results.json and bench/results.md. A benchmark: it reports, it never fails a build.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { visitRun, visitSteps } from './bench-visit.mjs';
import { optionsOrExit } from './cli-options.mjs';
import { createStaticServer } from './static-server.mjs';

const values = optionsOrExit(
  'npm run bench -- [--runs 5] [--routes /,/trekking/] [--port 4321] [--bare-port 4322] [--build] [--no-lighthouse] [--no-visit | --only-visit]',
  {
    runs: { type: 'string', default: '5' },
    routes: {
      type: 'string',
      default: '/,/trekking/,/camping/,/adventure-activities/,/bunny-buds/,/glamping/',
    },
    port: { type: 'string', default: '4321' },
    'bare-port': { type: 'string', default: '4322' },
    /** Rebuild the site even when out/ exists. */
    build: { type: 'boolean', default: false },
    /** Skip the one simulated Lighthouse run per route and build. */
    'no-lighthouse': { type: 'boolean', default: false },
    /** Skip the whole visit (scripts/bench-visit.mjs), or measure only it. */
    'no-visit': { type: 'boolean', default: false },
    'only-visit': { type: 'boolean', default: false },
  },
);
const ROUTES = values['only-visit'] ? [] : values.routes.split(',');
const RUNS = Number(values.runs);
const CHROME = process.env.PLAYWRIGHT_CHROMIUM_PATH || process.env.CHROME_PATH || '/usr/bin/chromium';
const FIXTURE = 'bench/.fixture';

/** What the site must keep to against the bare export, measured on the same throttled phone. */
const GOAL = {
  maxLcpRatio: 1.1,
  maxTtiRatio: 1.1,
  maxCls: 0,
  maxExtraJsKiB: 5,
  maxTapMs: 100,
  tapAfterLcpMs: 500,
};
/** Lighthouse's "slow 4G" in its devtools throttling method, and its mobile CPU slowdown. */
const NETWORK = {
  latency: 562.5,
  downloadThroughput: (1474.56 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;

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
if (ROUTES.length) {
  console.log('bench: building the bare export…');
  run(process.execPath, [nextBin, 'build'], {
    cwd: FIXTURE,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

// 3. Measure.
async function firstLoadJs(root, route) {
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
function observePage() {
  const seen = { lcp: 0, fcp: 0, cls: 0, tasks: [], tapAt: 0, frameAt: 0, clickPaintedAt: 0 };
  Object.defineProperty(window, '__bench', { value: seen });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      seen.lcp = entry.startTime;
      seen.lcpElement = entry.url ? entry.url.replace(location.origin, '') : entry.element?.localName;
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name === 'first-contentful-paint') seen.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) seen.cls += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      seen.tasks.push([entry.startTime, entry.startTime + entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
  addEventListener('pointerdown', (event) => (seen.tapAt ||= event.timeStamp), { capture: true });
  // The drawer is open when a frame shows it. The Event Timing API gives the click's next paint; a click
  // handled in under 16 ms has no entry, and then the frame that starts after the popover opened stands in.
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name === 'click' && seen.tapAt && !seen.clickPaintedAt)
        seen.clickPaintedAt = entry.startTime + entry.duration;
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  addEventListener(
    'beforetoggle',
    (event) => {
      // Only a popover counts: a <details> open from the start (an accordion's first answer) toggles too.
      const popover = event.target instanceof HTMLElement && event.target.hasAttribute('popover');
      if (popover && event.newState === 'open' && seen.tapAt && !seen.frameAt)
        requestAnimationFrame(() => (seen.frameAt = performance.now()));
    },
    { capture: true },
  );
}

/**
 * Time to interactive as Lighthouse defines it: the first 5 s window after the first contentful paint with no
 * long task and at most two requests in flight; TTI is the end of the last long task before that window (or
 * the first contentful paint when there was none). The window may open when a long task or a request ends.
 */
function timeToInteractive(fcp, tasks, requests, observedUntil) {
  const starts = [fcp, ...tasks.map(([, end]) => end), ...requests.map(([, end]) => end)]
    .filter((at) => at >= fcp)
    .sort((a, b) => a - b);
  const inFlight = (at) => requests.filter(([start, end]) => start <= at && end > at).length;
  for (const windowStart of starts) {
    const windowEnd = windowStart + 5000;
    if (windowEnd > observedUntil) return null;
    if (tasks.some(([start, end]) => start < windowEnd && end > windowStart)) continue;
    const points = [
      windowStart,
      ...requests.map(([start]) => start).filter((at) => at > windowStart && at < windowEnd),
    ];
    if (!points.every((at) => inFlight(at) <= 2)) continue;
    return Math.max(fcp, ...tasks.map(([, end]) => end).filter((end) => end <= windowStart));
  }
  return null;
}

/**
 * Reads what observePage collected every 50 ms until `done(seen, waitedMs)` holds or `timeoutMs` has passed.
 * It polls with evaluate: waitForFunction would inject Playwright's own script into the page.
 */
async function pollObservations(page, done, timeoutMs) {
  for (let waited = 0; ; waited += 50) {
    const seen = await page.evaluate(() => window.__bench);
    if (done(seen, waited) || waited >= timeoutMs) return seen;
    await page.waitForTimeout(50);
  }
}

async function phoneRun(browser, url) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  await context.addInitScript(observePage);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...NETWORK });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  try {
    await page.goto(url, { waitUntil: 'domcontentloaded', timeout: 120_000 });
    // A visitor's first tap: the Menu button, half a second after the largest paint so far.
    const sofar = await pollObservations(page, (seen) => seen.lcp > 0, 60_000);
    const now = await page.evaluate(() => performance.now());
    await page.waitForTimeout(Math.max(0, sofar.lcp + GOAL.tapAfterLcpMs - now));
    // Playwright's tap at the button's centre. The button is found with one small evaluate: a locator would
    // inject Playwright's own script into the page and add its long tasks to the run.
    const menu = await page.evaluate(() => {
      const button = [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Menu');
      const box = button?.getBoundingClientRect();
      return box && { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    });
    if (!menu) throw new Error(`bench: ${url} has no Menu button`);
    await page.touchscreen.tap(menu.x, menu.y);
    // The click's Event Timing entry arrives after its frame is presented (none when under 16 ms).
    const opened = await pollObservations(
      page,
      (seen, waited) => seen.clickPaintedAt > 0 || (seen.frameAt > 0 && waited >= 2_000),
      30_000,
    );
    if (!opened.frameAt) throw new Error(`bench: ${url}: the Menu drawer did not open within 30 s`);
    const tapMs = Math.round((opened.clickPaintedAt || opened.frameAt) - opened.tapAt);
    await page.waitForLoadState('load', { timeout: 120_000 });
    // Watch until a quiet window has been seen whole, for at most 30 s after the navigation.
    let seen;
    let requests;
    let ttiMs = null;
    for (;;) {
      await page.waitForTimeout(1_000);
      seen = await page.evaluate(() => window.__bench);
      const now = await page.evaluate(() => performance.now());
      requests = await page.evaluate(() =>
        performance.getEntriesByType('resource').map((entry) => [entry.startTime, entry.responseEnd]),
      );
      ttiMs = timeToInteractive(seen.fcp, seen.tasks, requests, now);
      if (ttiMs !== null || now > 30_000) break;
    }
    return {
      lcpMs: Math.round(seen.lcp),
      lcpElement: seen.lcpElement,
      fcpMs: Math.round(seen.fcp),
      cls: Math.round(seen.cls * 1000) / 1000,
      // No quiet window before the run ended counts as the worst result, never as a missing one.
      ttiMs: ttiMs === null ? Infinity : Math.round(ttiMs),
      longTasks: seen.tasks.map(([start, end]) => `${Math.round(start)}+${Math.round(end - start)}`),
      tapMs,
    };
  } finally {
    await context.close();
  }
}

async function lighthouseScore(url) {
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
    const { lhr } = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    return lhr.categories.performance.score === null
      ? null
      : Math.round(lhr.categories.performance.score * 100);
  } catch {
    return null;
  } finally {
    await chrome.kill();
  }
}

const site = createStaticServer({ root: 'out' });
const bare = createStaticServer({ root: join(FIXTURE, 'out') });
const sitePort = Number(values.port);
const barePort = Number(values['bare-port']);
await new Promise((resolve) => site.listen(sitePort, '127.0.0.1', resolve));
await new Promise((resolve) => bare.listen(barePort, '127.0.0.1', resolve));
const siteUrl = (route) => `http://127.0.0.1:${sitePort}${route}`;
const bareUrl = (route) => `http://127.0.0.1:${barePort}${route}`;

const browser = await chromium.launch({
  executablePath: CHROME,
  args: [
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
// One unmeasured load of every route on each server first: the server compresses a file on its first
// request and keeps the result, as a production host serves compressed files from its cache.
const warm = await browser.newPage();
for (const route of ROUTES) {
  for (const url of [siteUrl(route), bareUrl(route)]) {
    await warm.goto(url, { waitUntil: 'load', timeout: 120_000 });
    await warm.waitForTimeout(1_000);
  }
}
await warm.close();

const rows = [];
for (const route of ROUTES) {
  const row = { route, site: [], bare: [] };
  for (let i = 0; i < RUNS; i += 1) {
    row.site.push(await phoneRun(browser, siteUrl(route)));
    row.bare.push(await phoneRun(browser, bareUrl(route)));
    const [s, b] = [row.site.at(-1), row.bare.at(-1)];
    console.log(
      `bench: ${route} run ${i + 1}/${RUNS}: site LCP ${s.lcpMs} ms (${s.lcpElement}), TTI ${s.ttiMs}, tap ${s.tapMs} ms, long tasks ${s.longTasks.join(' ')}; bare LCP ${b.lcpMs} ms (${b.lcpElement}), TTI ${b.ttiMs}, tap ${b.tapMs} ms, long tasks ${b.longTasks.join(' ')}`,
    );
  }
  row.js = { site: await firstLoadJs('out', route), bare: await firstLoadJs(join(FIXTURE, 'out'), route) };
  if (!values['no-lighthouse']) {
    row.lighthouse = {
      site: await lighthouseScore(siteUrl(route)),
      bare: await lighthouseScore(bareUrl(route)),
    };
  }
  rows.push(row);
}
// The whole visit, on the site only: the bare export has no trip pages to visit.
const visit = [];
if (!values['no-visit']) {
  const steps = visitSteps('out');
  for (let i = 0; i < RUNS; i += 1) {
    const result = await visitRun(browser, siteUrl(''), steps, {
      network: NETWORK,
      cpuSlowdown: CPU_SLOWDOWN,
    });
    visit.push(result);
    console.log(
      `bench: visit run ${i + 1}/${RUNS}: ${result.map((step) => `${step.path} ${kib(step.bytes)} KiB, LCP ${step.lcpMs} ms`).join('; ')}`,
    );
  }
}
const chromiumVersion = browser.version();
await browser.close();
site.close();
bare.close();

// 4. Report.
const of = (runs, key) => median(runs.map((r) => r[key]));
const summary = rows.map((row) => {
  const s = {
    lcp: of(row.site, 'lcpMs'),
    tti: of(row.site, 'ttiMs'),
    cls: Math.max(...row.site.map((r) => r.cls)),
    tap: of(row.site, 'tapMs'),
  };
  const b = {
    lcp: of(row.bare, 'lcpMs'),
    tti: of(row.bare, 'ttiMs'),
    cls: Math.max(...row.bare.map((r) => r.cls)),
    tap: of(row.bare, 'tapMs'),
  };
  const goal = {
    lcp: s.lcp <= b.lcp * GOAL.maxLcpRatio,
    tti: s.tti <= b.tti * GOAL.maxTtiRatio,
    cls: s.cls <= GOAL.maxCls,
    js: row.js.site.gzipKiB <= row.js.bare.gzipKiB + GOAL.maxExtraJsKiB,
    tap: s.tap <= GOAL.maxTapMs,
  };
  return {
    route: row.route,
    site: s,
    bare: b,
    js: row.js,
    lighthouse: row.lighthouse ?? null,
    goal,
    runs: row,
  };
});
const mark = (ok) => (ok ? '✓' : '✗');
const lines = [
  `# Bench: a throttled phone (${new Date().toISOString()})`,
  '',
  `Chromium ${chromiumVersion}, 390×844 touch, ${NETWORK.latency} ms RTT, 1.47 Mbit/s down, ${CPU_SLOWDOWN}× CPU; medians of ${RUNS} alternating runs per route.`,
  '',
  '| route | largest paint site / bare (ratio) | TTI site / bare (ratio) | CLS site / bare | JS gzip KiB site / bare | Menu tap → drawer site (bare) | Lighthouse simulated site (bare) | goal |',
  '|---|---|---|---|---|---|---|---|',
  ...summary.map(({ route, site: s, bare: b, js, lighthouse: lh, goal }) =>
    [
      route,
      `${s.lcp} / ${b.lcp} ms (${round2(s.lcp / b.lcp)}) ${mark(goal.lcp)}`,
      Number.isFinite(s.tti) && Number.isFinite(b.tti)
        ? `${s.tti} / ${b.tti} ms (${round2(s.tti / b.tti)}) ${mark(goal.tti)}`
        : `${s.tti} / ${b.tti} ms (no quiet 5 s window in some runs) ${mark(goal.tti)}`,
      `${s.cls} / ${b.cls} ${mark(goal.cls)}`,
      `${js.site.gzipKiB} / ${js.bare.gzipKiB} ${mark(goal.js)}`,
      `${s.tap} ms (${b.tap}) ${mark(goal.tap)}`,
      lh ? `${lh.site ?? '–'} (${lh.bare ?? '–'})` : '–',
      Object.values(goal).every(Boolean) ? '**met**' : 'missed',
    ]
      .join(' | ')
      .replace(/^/, '| ')
      .replace(/$/, ' |'),
  ),
  '',
];
const visitSummary = (visit[0] ?? []).map((step, index) => ({
  name: step.name,
  path: step.path,
  kib: kib(median(visit.map((run) => run[index].bytes))),
  lcpMs: median(visit.map((run) => run[index].lcpMs)),
}));
if (visitSummary.length) {
  lines.push(
    `A whole visit in one context, cache on, brotli as a host serves it; medians of ${visit.length} visits.`,
    '',
    '| step | page | bytes over the network (KiB) | largest paint (ms) |',
    '|---|---|---|---|',
    ...visitSummary.map(
      (step, index) => `| ${index + 1}. ${step.name} | ${step.path} | ${step.kib} | ${step.lcpMs} |`,
    ),
    `| all | | ${round2(visitSummary.reduce((sum, step) => sum + step.kib, 0))} | |`,
    '',
  );
}
mkdirSync('bench', { recursive: true });
writeFileSync('bench/results.json', JSON.stringify({ routes: summary, visit: visitSummary }, null, 2));
writeFileSync('bench/results.md', lines.join('\n'));
console.log(lines.join('\n'));
