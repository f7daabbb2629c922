// `npm run bench`: what a phone on slow mobile data gets from the production export. Three jobs, each a
// module of scripts/bench/:
// - the route bench (route-bench.mjs): each route on a throttled phone beside a bare Next.js export built in
//   the same run, through the DevTools protocol (network and CPU slowed there);
// - the DevTools visit (devtools-visit.mjs): a trip page, its group page, another trip, the enquiry form,
//   in one context with the cache on; bytes and largest paint per step;
// - the tapped visit (tapped-visit.mjs): a reader taps from a trek to its group page, another trek and its
//   enquiry, in a Chromium no debugger drives, behind a throttling proxy (throttle-proxy.mjs), with the
//   speculation rules on and off; per tap the time to the next page's largest paint.
// Writes bench/results.json and bench/results.md. A benchmark: it reports, it never fails a build.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { buildBareExport, FIXTURE, run } from './bench/bare-export.mjs';
import { devtoolsVisitReport, visitRun, visitSteps } from './bench/devtools-visit.mjs';
import { CPU_SLOWDOWN, DEVTOOLS_NETWORK } from './bench/phone.mjs';
import { routeBench, routeReport } from './bench/route-bench.mjs';
import { kib } from './bench/stats.mjs';
import { tappedReport } from './bench/tapped-report.mjs';
import { tappedVisits } from './bench/tapped-visit.mjs';
import { optionsOrExit } from './cli-options.mjs';
import { createStaticServer } from './static-server.mjs';

const values = optionsOrExit(
  'npm run bench -- [--runs 5] [--routes /,/trekking/] [--port 4321] [--bare-port 4322] [--proxy-port 4323] [--upstream-port 4324] [--build] [--no-lighthouse] [--no-visit | --only-visit] [--no-tapped | --only-tapped]',
  {
    runs: { type: 'string', default: '5' },
    routes: {
      type: 'string',
      default: '/,/trekking/,/camping/,/adventure-activities/,/bunny-buds/,/glamping/',
    },
    port: { type: 'string', default: '4321' },
    'bare-port': { type: 'string', default: '4322' },
    /** The tapped visit's throttling proxy, and the static server behind it. */
    'proxy-port': { type: 'string', default: '4323' },
    'upstream-port': { type: 'string', default: '4324' },
    /** Rebuild the site even when out/ exists. */
    build: { type: 'boolean', default: false },
    /** Skip the one simulated Lighthouse run per route and build. */
    'no-lighthouse': { type: 'boolean', default: false },
    /** Skip the DevTools visit, or measure only the visits. */
    'no-visit': { type: 'boolean', default: false },
    'only-visit': { type: 'boolean', default: false },
    /** Skip the tapped visit, or measure only it. */
    'no-tapped': { type: 'boolean', default: false },
    'only-tapped': { type: 'boolean', default: false },
  },
);
const ROUTES = values['only-visit'] || values['only-tapped'] ? [] : values.routes.split(',');
const RUNS = Number(values.runs);
const CHROME = process.env.PLAYWRIGHT_CHROMIUM_PATH || process.env.CHROME_PATH || '/usr/bin/chromium';
const DEVTOOLS_VISIT = !values['no-visit'] && !values['only-tapped'];
const TAPPED_VISIT = !values['no-tapped'];

// The site, built the way `npm start` builds it when no EmailJS account is configured.
if (values.build || !existsSync('out/index.html')) {
  run('npm', ['run', 'build'], {
    env: { ...process.env, ENQUIRY_INBOX: 'local', ENQUIRY_INBOX_ORIGIN: 'http://127.0.0.1:4174' },
  });
}
if (ROUTES.length) buildBareExport(ROUTES);

const lines = [`# Bench: a throttled phone (${new Date().toISOString()})`, ''];
const results = {};

if (ROUTES.length || DEVTOOLS_VISIT) {
  const site = createStaticServer({ root: 'out' });
  const bare = createStaticServer({ root: `${FIXTURE}/out` });
  await new Promise((resolve) => site.listen(Number(values.port), '127.0.0.1', resolve));
  await new Promise((resolve) => bare.listen(Number(values['bare-port']), '127.0.0.1', resolve));
  const siteUrl = (route) => `http://127.0.0.1:${values.port}${route}`;
  const bareUrl = (route) => `http://127.0.0.1:${values['bare-port']}${route}`;
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
  const chromiumVersion = browser.version();
  if (ROUTES.length) {
    results.routes = await routeBench({
      browser,
      routes: ROUTES,
      runs: RUNS,
      siteUrl,
      bareUrl,
      lighthouse: values['no-lighthouse'] ? null : CHROME,
    });
    lines.push(...routeReport(results.routes, { chromiumVersion, runs: RUNS }));
  }
  // The whole visit, on the site only: the bare export has no trip pages to visit.
  if (DEVTOOLS_VISIT) {
    const steps = visitSteps('out');
    const visits = [];
    for (let i = 0; i < RUNS; i += 1) {
      const result = await visitRun(browser, siteUrl(''), steps, {
        network: DEVTOOLS_NETWORK,
        cpuSlowdown: CPU_SLOWDOWN,
      });
      visits.push(result);
      console.log(
        `bench: visit run ${i + 1}/${RUNS}: ${result.map((step) => `${step.path} ${kib(step.bytes)} KiB, LCP ${step.lcpMs} ms`).join('; ')}`,
      );
    }
    const report = devtoolsVisitReport(visits);
    results.visit = report.summary;
    lines.push(...report.lines);
  }
  await browser.close();
  site.close();
  bare.close();
}

if (TAPPED_VISIT) {
  results.tapped = await tappedVisits({
    chrome: CHROME,
    runs: RUNS,
    port: Number(values['proxy-port']),
    upstreamPort: Number(values['upstream-port']),
  });
  lines.push(...tappedReport(results.tapped));
}

mkdirSync('bench', { recursive: true });
writeFileSync('bench/results.json', JSON.stringify(results, null, 2));
writeFileSync('bench/results.md', lines.join('\n'));
console.log(lines.join('\n'));
