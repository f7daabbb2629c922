// The route bench: each route loaded in a fresh Chromium context on the throttled phone (phone-run.mjs),
// alternating with the bare export (bare-export.mjs) so machine noise hits both alike; per route the medians
// of the largest paint, layout shift, time to interactive, the Menu tap and first-load JavaScript, beside
// Lighthouse's simulated score as a second opinion.
import { join } from 'node:path';
import { FIXTURE, firstLoadJs } from './bare-export.mjs';
import { lighthouseScore } from './lighthouse.mjs';
import { phoneRun } from './phone-run.mjs';
import { CPU_SLOWDOWN, DEVTOOLS_NETWORK, GOAL } from './phone.mjs';
import { median, round2 } from './stats.mjs';

/**
 * @param {{ browser: import('@playwright/test').Browser, routes: string[], runs: number,
 *   siteUrl: (route: string) => string, bareUrl: (route: string) => string, lighthouse: string | null }} options
 * `lighthouse` is the Chromium to run Lighthouse with, or null to skip it.
 */
export async function routeBench({ browser, routes, runs, siteUrl, bareUrl, lighthouse }) {
  const rows = [];
  for (const route of routes) {
    const row = { route, site: [], bare: [] };
    for (let i = 0; i < runs; i += 1) {
      row.site.push(await phoneRun(browser, siteUrl(route)));
      row.bare.push(await phoneRun(browser, bareUrl(route)));
      const [s, b] = [row.site.at(-1), row.bare.at(-1)];
      console.log(
        `bench: ${route} run ${i + 1}/${runs}: site LCP ${s.lcpMs} ms (${s.lcpElement}), TTI ${s.ttiMs}, tap ${s.tapMs} ms, long tasks ${s.longTasks.join(' ')}; bare LCP ${b.lcpMs} ms (${b.lcpElement}), TTI ${b.ttiMs}, tap ${b.tapMs} ms, long tasks ${b.longTasks.join(' ')}`,
      );
    }
    row.js = { site: await firstLoadJs('out', route), bare: await firstLoadJs(join(FIXTURE, 'out'), route) };
    if (lighthouse) {
      row.lighthouse = {
        site: await lighthouseScore(siteUrl(route), lighthouse),
        bare: await lighthouseScore(bareUrl(route), lighthouse),
      };
    }
    rows.push(row);
  }
  return rows.map(summarise);
}

const of = (runs, key) => median(runs.map((r) => r[key]));

function summarise(row) {
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
}

const mark = (ok) => (ok ? '✓' : '✗');

/** The route bench's table, in Markdown. */
export function routeReport(summary, { chromiumVersion, runs }) {
  return [
    `Chromium ${chromiumVersion}, 390×844 touch, ${DEVTOOLS_NETWORK.latency} ms RTT, 1.47 Mbit/s down, ${CPU_SLOWDOWN}× CPU; medians of ${runs} alternating runs per route.`,
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
}
