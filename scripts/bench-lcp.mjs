// Why Lighthouse's LCP for one page jumps between runs, for `npm run bench`. Its simulation counts a
// script's download and run in the LCP when, in the unthrottled trace, the script started running before
// the LCP frame was shown. Here the two are tens of milliseconds apart, and either can come first: the bare
// export's /glamping/ measured 944 ms in one run and 2043 ms in another. The bench reports, per run, how
// much script started first, so a ratio moved by that race is told apart from one moved by the page.

/**
 * The external scripts of the main frame that started running before its last LCP candidate in a Chrome
 * trace (their URLs, sorted), or null when the trace has no LCP.
 */
export function scriptsRunBeforeLcp(traceEvents) {
  const candidates = traceEvents.filter(
    (event) => event.name === 'largestContentfulPaint::Candidate' && event.args?.data?.isOutermostMainFrame,
  );
  if (!candidates.length) return null;
  const lcp = candidates.reduce((last, event) => (event.ts > last.ts ? event : last));
  const scripts = new Set(
    traceEvents
      .filter(
        (event) =>
          event.name === 'EvaluateScript' &&
          event.args?.data?.frame === lcp.args.frame &&
          /\.m?js(\?|$)/.test(event.args.data.url ?? '') &&
          event.ts < lcp.ts,
      )
      .map((event) => event.args.data.url),
  );
  return [...scripts].sort();
}

/** The transfer size in KiB of the given scripts, from Lighthouse's network-requests audit items. */
export function scriptKiB(urls, requests) {
  const bytes = requests
    .filter((request) => urls.includes(request.url))
    .reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
  return Math.round((bytes / 1024) * 10) / 10;
}
