// How busy the machine is, for `npm run bench`. Lighthouse's simulated throttling multiplies the CPU time
// the trace observed, so another process on the same cores inflates every CPU figure. On this 2-core machine,
// with the e2e suite running beside it, `/` measured TBT 860 ms (bare export 449 ms) against 101 ms (50 ms)
// on a quiet machine. So the bench waits for the machine to fall quiet, measures again a site/bare pair
// whose CPU was slowed, and flags any slowed run that remains.
import { cpus } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';

/** Busy and total CPU time, summed over the cores, from `os.cpus()`. */
export function cpuTimes(list = cpus()) {
  let busy = 0;
  let total = 0;
  for (const { times } of list) {
    const all = times.user + times.nice + times.sys + times.idle + times.irq;
    total += all;
    busy += all - times.idle;
  }
  return { busy, total };
}

/** The share of CPU time (0–1) that was in use between two `cpuTimes()` readings. */
export function busyShare(before, after) {
  const total = after.total - before.total;
  return total > 0 ? Math.max(0, Math.min(1, (after.busy - before.busy) / total)) : 0;
}

/**
 * Waits until the machine's CPU use stays under `maxShare` for one `windowMs` window, or until `timeoutMs`.
 * Returns the last share measured and whether the machine settled.
 */
export async function waitForQuiet({
  maxShare = 0.15,
  windowMs = 2000,
  timeoutMs = 60_000,
  read = cpuTimes,
} = {}) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const before = read();
    await sleep(windowMs);
    const share = busyShare(before, read());
    if (share <= maxShare) return { share, settled: true };
    if (Date.now() >= deadline) return { share, settled: false };
  }
}

export const SLOW_RATIO = 0.6;

/**
 * The runs measured on a slowed CPU. Lighthouse times a fixed piece of work at the start of each run
 * (`environment.benchmarkIndex`: higher is faster); a run below `ratio` × the best index of the whole bench
 * shared its CPU with something else. On this machine, quiet, 60 runs spread over 66–100 % of the best in
 * one bench and 51–100 % in another (the host's own noise); beside the e2e suite they fell to 13–77 %.
 * Returns each slow run's index in `indexes`.
 */
export function slowRuns(indexes, ratio = SLOW_RATIO) {
  const best = Math.max(...indexes);
  return indexes.flatMap((index, i) => (index < best * ratio ? [i] : []));
}

/**
 * The site/bare pairs to measure again: `rows` hold each route's `site` and `bare` runs, measured in pairs
 * (run i of the site beside run i of the bare export). A pair is retaken when either run was slowed,
 * judged against the best index of every run, so the two sides stay measured side by side.
 * Returns `{ row, run }` for each such pair.
 */
export function slowPairs(rows, ratio = SLOW_RATIO) {
  const best = Math.max(...rows.flatMap((row) => [...row.site, ...row.bare].map((r) => r.benchmarkIndex)));
  return rows.flatMap((row) =>
    row.site.flatMap((siteRun, run) =>
      Math.min(siteRun.benchmarkIndex, row.bare[run].benchmarkIndex) < best * ratio ? [{ row, run }] : [],
    ),
  );
}
