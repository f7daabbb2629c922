// One load of a route on the throttled phone of the route bench, driven by Playwright through the DevTools
// protocol (network and CPU slowed there): the largest paint, layout shift, time to interactive, long tasks,
// and how long a tap on Menu, half a second after the largest paint, takes to show the drawer.
import { CPU_SLOWDOWN, DEVTOOLS_NETWORK, TAP_AFTER_LCP_MS } from './phone.mjs';

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

export async function phoneRun(browser, url) {
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
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...DEVTOOLS_NETWORK });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  try {
    await page.goto(url, { waitUntil: 'domcontentloaded', timeout: 120_000 });
    // A visitor's first tap: the Menu button, half a second after the largest paint so far.
    const sofar = await pollObservations(page, (seen) => seen.lcp > 0, 60_000);
    const now = await page.evaluate(() => performance.now());
    await page.waitForTimeout(Math.max(0, sofar.lcp + TAP_AFTER_LCP_MS - now));
    // Playwright's tap at the button's centre. The button is found with one small evaluate: a locator would
    // inject Playwright's own script into the page and add its long tasks to the run.
    // The Menu button in any language: the button that opens the page's menu popover.
    const menu = await page.evaluate(() => {
      const button = document.querySelector('button[popovertarget]:not([popovertargetaction="hide"])');
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
