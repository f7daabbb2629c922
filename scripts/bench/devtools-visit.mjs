// A whole visit on the throttled phone of the route bench, driven through the DevTools protocol: one browser context whose cache stays on from
// page to page, as a visitor's does, each page brotli-compressed as a host serves it. Per step it records
// the bytes that came over the network (headers and bodies as sent, so what the cache answered costs 0) and
// the page's largest paint.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { kib, median, round2 } from './stats.mjs';

/** The visit: from a search result onto a trip, its group's page, another trip, then the enquiry form. */
export function visitSteps(root = 'out') {
  const firstTrip = (folder) =>
    readdirSync(join(root, folder), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(join(root, folder, entry.name, 'index.html')))
      .map((entry) => `/${folder}/${entry.name}/`)[0];
  const trek = firstTrip('trekking');
  const camp = firstTrip('camping');
  if (!trek || !camp) throw new Error(`bench: ${root} has no trek or camp page for the visit`);
  return [
    { name: 'a trip page, from a search result', path: trek },
    { name: "the trip's group page", path: '/trekking/' },
    { name: 'another trip', path: camp },
    { name: "the home page's enquiry form", path: '/#enquiry' },
  ];
}

/** How long the network must stay quiet before a step counts as done, and the most a step may take. */
const QUIET_MS = 2_000;
const STEP_LIMIT_MS = 45_000;

/**
 * One visit through `steps` on `origin`, in a new context slowed by `network` and `cpuSlowdown`.
 * @returns {Promise<Array<{ name: string, path: string, bytes: number, lcpMs: number }>>}
 */
export async function visitRun(browser, origin, steps, { network, cpuSlowdown }) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  await context.addInitScript(() => {
    const seen = { lcp: 0 };
    Object.defineProperty(window, '__visit', { value: seen });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) seen.lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const inFlight = new Set();
  let bytes = 0;
  let lastActivity = Date.now();
  cdp.on('Network.requestWillBeSent', ({ requestId }) => {
    inFlight.add(requestId);
    lastActivity = Date.now();
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    bytes += encodedDataLength;
    inFlight.delete(requestId);
    lastActivity = Date.now();
  });
  cdp.on('Network.loadingFailed', ({ requestId }) => {
    inFlight.delete(requestId);
    lastActivity = Date.now();
  });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...network });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  try {
    const results = [];
    for (const step of steps) {
      bytes = 0;
      const started = Date.now();
      await page.goto(`${origin}${step.path}`, { waitUntil: 'load', timeout: STEP_LIMIT_MS });
      // What loads after the load event (islands near the screen, the form) belongs to the step too.
      while (
        Date.now() - started < STEP_LIMIT_MS &&
        (inFlight.size > 0 || Date.now() - lastActivity < QUIET_MS)
      )
        await page.waitForTimeout(100);
      const lcpMs = Math.round(await page.evaluate(() => window.__visit.lcp));
      results.push({ name: step.name, path: step.path, bytes, lcpMs });
    }
    return results;
  } finally {
    await context.close();
  }
}

/** The medians of `visits` per step, and their table in Markdown. */
export function devtoolsVisitReport(visits) {
  const summary = (visits[0] ?? []).map((step, index) => ({
    name: step.name,
    path: step.path,
    kib: kib(median(visits.map((run) => run[index].bytes))),
    lcpMs: median(visits.map((run) => run[index].lcpMs)),
  }));
  if (!summary.length) return { summary, lines: [] };
  return {
    summary,
    lines: [
      `A whole visit in one context, cache on, brotli as a host serves it; medians of ${visits.length} visits.`,
      '',
      '| step | page | bytes over the network (KiB) | largest paint (ms) |',
      '|---|---|---|---|',
      ...summary.map(
        (step, index) => `| ${index + 1}. ${step.name} | ${step.path} | ${step.kib} | ${step.lcpMs} |`,
      ),
      `| all | | ${round2(summary.reduce((sum, step) => sum + step.kib, 0))} | |`,
      '',
    ],
  };
}
