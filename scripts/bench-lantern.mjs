// What Lighthouse's simulated LCP was made of, for `npm run bench`. Lighthouse does not time the page on a
// slow phone: it replays the requests and main-thread tasks it saw before the LCP over a modelled network
// (150 ms round trips, 1.6 Mbit/s, at most 6 connections to the server) and reports the average of two
// replays. The larger one counts every request that ended before the LCP in the real run, below-the-fold
// images included. A script is left out only when the run shows its first evaluation in a task of 10 ms or
// more that started after the LCP; evaluated in a shorter task, it is counted wherever it ran. Which way that
// falls for the framework's 100 KiB of chunks moves the same page's LCP by up to a second (the bare export's
// /glamping/: 944 and 2043 ms). The bench lists the counted requests per route, site beside bare, so a slow
// LCP can be traced to what the page asked for: a document too big for the first round trip, more bytes,
// or more requests queueing on the six connections.

import { Audit } from 'lighthouse/core/audits/audit.js';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';

/** What one round trip of a new connection carries in the simulation: 10 TCP segments of 1460 bytes. */
export const FIRST_ROUND_TRIP_BYTES = 10 * 1460;

const KINDS = [
  ['Script', 'scripts'],
  ['Image', 'images'],
  ['Stylesheet', 'stylesheets'],
  ['Font', 'fonts'],
];

const kib = (bytes) => Math.round((bytes / 1024) * 10) / 10;

/**
 * Sums the network requests of one simulated LCP graph. `requests` are { url, resourceType, priority,
 * transferSize, isDocument, endMs }: the document, and by kind how many and how many KiB, with the
 * low-priority images (below the fold, loaded lazily) counted apart.
 */
export function summarizeLcpRequests(requests) {
  const document = requests.find((request) => request.isDocument);
  const others = requests.filter((request) => !request.isDocument && !request.url.startsWith('data:'));
  const group = (list) => ({
    count: list.length,
    kib: kib(list.reduce((sum, r) => sum + r.transferSize, 0)),
  });
  const kinds = Object.fromEntries(
    KINDS.map(([type, name]) => [name, group(others.filter((request) => request.resourceType === type))]),
  );
  const known = new Set(KINDS.map(([type]) => type));
  return {
    document: document
      ? {
          kib: kib(document.transferSize),
          endMs: Math.round(document.endMs),
          secondRoundTrip: document.transferSize > FIRST_ROUND_TRIP_BYTES,
        }
      : null,
    ...kinds,
    lowPriorityImages: group(
      others.filter(
        (request) => request.resourceType === 'Image' && /^(Low|VeryLow)$/.test(request.priority),
      ),
    ),
    other: group(others.filter((request) => !known.has(request.resourceType))),
    total: group(others),
  };
}

/** One line for the report, e.g. "document 16.6 KiB (needs a second round trip), done at 772 ms; 10 more requests …". */
export function describeLcpRequests(summary) {
  if (!summary) return 'not measured';
  const { document, total, scripts, images, lowPriorityImages, stylesheets, fonts, other } = summary;
  const some = ({ count, kib: size }, noun) => `${count} ${noun}${count === 1 ? '' : 's'} ${size} KiB`;
  const parts = [
    some(scripts, 'script'),
    some(images, 'image') +
      (lowPriorityImages.count
        ? ` (${lowPriorityImages.count} low-priority, ${lowPriorityImages.kib} KiB)`
        : ''),
    some(stylesheets, 'stylesheet'),
    ...(fonts.count ? [some(fonts, 'font')] : []),
    ...(other.count ? [some(other, 'other request')] : []),
  ];
  const doc = document
    ? `document ${document.kib} KiB${document.secondRoundTrip ? ' (needs a second round trip)' : ''}, done at ${document.endMs} ms; `
    : '';
  return `${doc}${total.count} more requests, ${total.kib} KiB: ${parts.join(', ')}`;
}

/**
 * Replays Lighthouse's LCP simulation for a finished run and returns the requests of its larger (pessimistic)
 * graph, in the shape summarizeLcpRequests takes. Uses Lighthouse's own computed artifact, so it is the
 * simulation behind the reported LCP, not a second model of it.
 */
export async function lcpRequests(lhr, artifacts) {
  const context = { computedCache: new Map(), settings: lhr.configSettings };
  const data = Audit.makeMetricComputationDataInput(artifacts, context);
  const { pessimisticEstimate } = await LanternLargestContentfulPaint.request(data, context);
  return [...pessimisticEstimate.nodeTimings.entries()]
    .filter(([node]) => node.type === 'network')
    .map(([node, timing]) => ({
      url: node.request.url,
      resourceType: node.request.resourceType,
      priority: node.request.priority,
      transferSize: node.request.transferSize ?? 0,
      isDocument: node.isMainDocument(),
      endMs: timing.endTime,
    }));
}
