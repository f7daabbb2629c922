// The tapped visit: a reader on a throttled phone lands on a trek's page, taps to its group page, taps
// another trek's "Full details", then that trek's enquiry link, with the speculation rules on and off in
// turn. Chromium runs with no debugging port, so nothing stops it from prerendering (Chrome refuses to
// prerender under any DevTools client, Playwright included), and the page drives itself: the throttling
// proxy (throttle-proxy.mjs) adds the bench's script, which taps and reports. Per tap it gives the time
// from the tap to the new page's largest paint, whether that page was prerendered, and the visit's bytes.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, existsSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { headersForPath, parseHeadersFile } from '../host-headers.mjs';
import { createStaticServer } from '../static-server.mjs';
import { createThrottleProxy } from './throttle-proxy.mjs';

/** A phone's Chrome, so the pages see what a phone's browser sends. */
const ANDROID_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36';
const VISIT_LIMIT_MS = 180_000;
/** A visit that fails (a page that never reports) is run again, at most this many times in all. */
const ATTEMPTS = 3;

/** The visit: trek A → its group page → trek B's "Full details" → B's enquiry link. */
export function tappedPlan(root = 'out') {
  const group = readFileSync(join(root, 'trekking', 'index.html'), 'utf8');
  const onGroupPage = [...group.matchAll(/href="(\/trekking\/[^"/]+\/)"/g)].map((match) => match[1]);
  const treks = readdirSync(join(root, 'trekking'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(root, 'trekking', entry.name, 'index.html')))
    .map((entry) => `/trekking/${entry.name}/`);
  const enquiryOf = (path) => `/?trip=trekking:${path.split('/')[2]}`;
  const bookable = (path) =>
    readFileSync(join(root, path, 'index.html'), 'utf8').includes(`href="${enquiryOf(path)}#enquiry"`);
  // B is the first trek the group page lists, A the first other one: B's card is the carousel's first.
  const b = [...new Set(onGroupPage)].find((path) => treks.includes(path) && bookable(path));
  const a = treks.find((path) => path !== b);
  if (!a || !b) throw new Error(`bench: ${root} needs two trek pages, one with an enquiry link`);
  return [
    {
      name: "a trek's page, from a search result",
      path: a,
      tap: 'nav[aria-label="Breadcrumb"] a[href="/trekking/"]',
    },
    {
      name: 'its group page',
      path: '/trekking/',
      tap: `a[href="${b}"][aria-label^="Full details"]`,
      scroll: true,
    },
    { name: 'another trek, by its "Full details"', path: b, tap: `a[href="${enquiryOf(b)}#enquiry"]` },
    { name: "its enquiry link (the home page's form)", path: enquiryOf(b), tap: null },
  ];
}

/** Chromium as a reader starts it, on the first page, with a fresh profile; no debugger attached. */
function startChromium(chrome, url, features) {
  const profile = mkdtempSync(join(tmpdir(), 'bench-chromium-'));
  const args = [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    `--user-data-dir=${profile}`,
    '--window-size=390,844',
    `--user-agent=${ANDROID_UA}`,
    ...(features.length ? [`--enable-features=${features.join(',')}`] : []),
    url,
  ];
  const child = spawn(chrome, args, { stdio: 'ignore', detached: true });
  return {
    stop() {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {}
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/**
 * Runs `runs` visits with the rules on and as many with them off, alternating.
 * @returns {Promise<{ plan: object[], on: object[][], off: object[][] }>}
 */
export async function tappedVisits({ chrome, root = 'out', runs, port, upstreamPort, features = [] }) {
  const plan = tappedPlan(root);
  // The host's headers, without a header policy: the pages carry their own (a meta element), which allows
  // their inline rules by hash.
  const hostRules = parseHeadersFile(readFileSync(join(root, '_headers'), 'utf8'));
  const upstream = createStaticServer({
    root,
    headers: (pathname) => {
      const headers = headersForPath(hostRules, pathname);
      delete headers['content-security-policy'];
      return headers;
    },
  });
  let onReport = () => {};
  const proxy = createThrottleProxy({ upstreamPort, plan, onReport: (report) => onReport(report) });
  await new Promise((resolve) => upstream.listen(upstreamPort, '127.0.0.1', resolve));
  await new Promise((resolve) => proxy.server.listen(port, '127.0.0.1', resolve));
  await warm(root, upstreamPort);
  const result = { plan, on: [], off: [] };

  /** One visit from the first page to the last report, in a fresh Chromium. */
  async function oneVisit(rulesOn) {
    proxy.reset(rulesOn);
    const reports = [];
    let timer;
    const finished = new Promise((resolve, reject) => {
      timer = setTimeout(
        () => reject(new Error(`bench: a visit took over ${VISIT_LIMIT_MS} ms`)),
        VISIT_LIMIT_MS,
      );
      onReport = (report) => {
        if (process.env.BENCH_DEBUG) console.log('report', JSON.stringify(report));
        if (report.started) return;
        reports[report.step] = report;
        if (report.done) resolve();
      };
    });
    const browser = startChromium(chrome, `http://127.0.0.1:${port}${plan[0].path}`, features);
    // Chromium runs in a process group of its own: stopped with the bench, too.
    const stopBoth = () => {
      browser.stop();
      process.exit(130);
    };
    process.once('SIGINT', stopBoth);
    process.once('SIGTERM', stopBoth);
    try {
      await finished;
      // Speculations still on their way when the visit ends belong to it too.
      await new Promise((resolve) => setTimeout(resolve, 1000));
    } finally {
      clearTimeout(timer);
      process.off('SIGINT', stopBoth);
      process.off('SIGTERM', stopBoth);
      browser.stop();
    }
    return visitRow(plan, reports, proxy.counted());
  }
  try {
    for (let run = 0; run < runs; run += 1) {
      for (const arm of ['on', 'off']) {
        let visit;
        for (let attempt = 1; !visit; attempt += 1) {
          try {
            visit = await oneVisit(arm === 'on');
          } catch (error) {
            if (attempt >= ATTEMPTS) throw error;
            console.log(`${error.message}; running that visit again`);
          }
        }
        result[arm].push(visit);
        console.log(
          `bench: tapped visit ${run + 1}/${runs}, rules ${arm}: ${visit.taps.map((tap) => `${tap.ms} ms${tap.prerendered ? ' (prerendered)' : ''}${tap.framed ? ' (first frame)' : ''}`).join(', ')}; landing ${visit.landingLcpMs} ms, Menu ${visit.menuMs} ms; ${Math.round(visit.bytes / 1024)} KiB, loads ${visit.loads.join(' ')}`,
        );
      }
    }
  } finally {
    proxy.server.close();
    upstream.close();
  }
  return result;
}

/**
 * Asks the server once for every file it compresses: it compresses a file on its first request and keeps
 * the result, as a host serves compressed files from its cache, so no visit waits for that.
 */
async function warm(root, port) {
  const files = readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(html|js|css|txt|json|svg|webmanifest)$/.test(entry.name))
    .map((entry) =>
      join(entry.parentPath, entry.name)
        .slice(root.length)
        .replace(/\/index\.html$/, '/'),
    );
  for (const file of files)
    await fetch(`http://127.0.0.1:${port}${file.split('/').map(encodeURIComponent).join('/')}`, {
      headers: { 'accept-encoding': 'br' },
    }).then((response) => response.arrayBuffer());
}

/** One visit's figures: the landing page's paint and Menu tap, each tap's time to the next paint, bytes. */
function visitRow(plan, reports, counted) {
  const missing = plan.findIndex((_, step) => !reports[step]);
  if (missing >= 0) throw new Error(`bench: no report from ${plan[missing].path}`);
  const failed = reports.find((report) => report.error);
  if (failed) throw new Error(`bench: ${failed.path}: ${failed.error}`);
  return {
    landingLcpMs: reports[0].lcpMs,
    loads: reports.map((report) => `${report.loadMs}/${report.resources}`),
    menuMs: reports[0].menuMs,
    taps: reports.slice(1).map((report, index) => ({
      ms: Math.round(report.lcpAt - reports[index].tapAt),
      prerendered: report.prerendered,
      framed: report.framed,
    })),
    bytes: counted.bytes,
    requests: counted.requests,
  };
}
