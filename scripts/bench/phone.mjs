// The throttled phone of the route bench and the DevTools visit, applied through the DevTools protocol, and
// what the site must keep to against the bare export on it.

/** Lighthouse's "slow 4G" in its devtools throttling method, and its mobile CPU slowdown. */
export const DEVTOOLS_NETWORK = {
  latency: 562.5,
  downloadThroughput: (1474.56 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
};
export const CPU_SLOWDOWN = 4;

/** The first tap on Menu comes this long after the largest paint. */
export const TAP_AFTER_LCP_MS = 500;

/** What the site must keep to against the bare export, measured on the same throttled phone. */
export const GOAL = {
  maxLcpRatio: 1.1,
  maxTtiRatio: 1.1,
  maxCls: 0,
  maxExtraJsKiB: 5,
  maxTapMs: 100,
};
