// The tapped visit's table (tapped-visit.mjs), rules on beside rules off, with the goals it is held to.
import { kib, median, round2 } from './stats.mjs';

/** Each tap reaches the next page's largest paint this soon; the rest is compared with the rules off. */
export const TAPPED_GOAL = { maxTapMs: 300, maxBytesRatio: 1.5, maxLandingRatio: 1.05 };

const mark = (ok) => (ok ? '✓' : '✗');

/** Medians of the visits of one arm: per tap, the landing page, the Menu tap and the bytes. */
export function tappedMedians(visits) {
  return {
    taps: visits[0].taps.map((_, index) => ({
      ms: median(visits.map((visit) => visit.taps[index].ms)),
      prerendered: visits.filter((visit) => visit.taps[index].prerendered).length,
    })),
    landingLcpMs: median(visits.map((visit) => visit.landingLcpMs)),
    menuMs: median(visits.map((visit) => visit.menuMs)),
    bytes: median(visits.map((visit) => visit.bytes)),
  };
}

/** The table in Markdown. */
export function tappedReport({ plan, on, off }) {
  const [a, b] = [tappedMedians(on), tappedMedians(off)];
  const within = (x, y) => `${round2(x / y)} ${mark(x <= y * TAPPED_GOAL.maxLandingRatio)}`;
  return [
    `A tapped visit in Chromium with no debugger attached (so it may prerender), behind a throttling proxy (562.5 ms per request, 1.47 Mbit/s shared by every request, speculative ones too), no CPU slowdown, 390×844, a reader who taps 4 s after each page is shown; medians of ${on.length} visits with the speculation rules on and ${off.length} with them off, alternating.`,
    '',
    '| | rules on | prerendered | rules off | goal |',
    '|---|---|---|---|---|',
    ...a.taps.map(
      (tap, index) =>
        `| tap ${index + 1}: → ${plan[index + 1].name} (\`${plan[index + 1].path}\`) | ${tap.ms} ms | ${tap.prerendered} of ${on.length} | ${b.taps[index].ms} ms | ≤ ${TAPPED_GOAL.maxTapMs} ms ${mark(tap.ms <= TAPPED_GOAL.maxTapMs)} |`,
    ),
    `| landing page's largest paint (\`${plan[0].path}\`) | ${a.landingLcpMs} ms | | ${b.landingLcpMs} ms | ≤ 1.05× off: ${within(a.landingLcpMs, b.landingLcpMs)} |`,
    `| first Menu tap → drawer | ${a.menuMs} ms | | ${b.menuMs} ms | ≤ 1.05× off: ${within(a.menuMs, b.menuMs)} |`,
    `| the visit's bytes | ${kib(a.bytes)} KiB | | ${kib(b.bytes)} KiB | ≤ 1.5× off: ${round2(a.bytes / b.bytes)} ${mark(a.bytes <= b.bytes * TAPPED_GOAL.maxBytesRatio)} |`,
    '',
  ];
}
