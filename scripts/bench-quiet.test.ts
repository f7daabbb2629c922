import type { CpuInfo } from 'node:os';
import { describe, expect, it } from 'vitest';
import { busyShare, cpuTimes, slowPairs, slowRuns, waitForQuiet } from './bench-quiet.mjs';

const core = (busy: number, idle: number): CpuInfo => ({
  model: 'test',
  speed: 1,
  times: { user: busy, nice: 0, sys: 0, idle, irq: 0 },
});

describe('busyShare', () => {
  it('is the share of CPU time in use between two readings, over every core', () => {
    const before = cpuTimes([core(100, 900), core(100, 900)]);
    // One core fully busy for 1000 ms, the other idle: half the machine.
    const after = cpuTimes([core(1100, 900), core(100, 1900)]);
    expect(busyShare(before, after)).toBe(0.5);
  });

  it('is 0 when no time has passed', () => {
    const reading = cpuTimes([core(5, 5)]);
    expect(busyShare(reading, reading)).toBe(0);
  });
});

describe('waitForQuiet', () => {
  /** Readings of a machine whose CPU use, window after window, is each share in turn. */
  function machine(shares: number[]) {
    let busy = 0;
    let total = 0;
    const readings: Array<{ busy: number; total: number }> = [{ busy, total }];
    for (const share of shares) {
      total += 1000;
      busy += 1000 * share;
      readings.push({ busy, total }, { busy, total });
    }
    return () => readings.shift() ?? { busy, total };
  }

  it('returns once a whole window is quiet', async () => {
    const result = await waitForQuiet({ windowMs: 1, timeoutMs: 1000, read: machine([0.9, 0.6, 0.05, 0.9]) });
    expect(result).toEqual({ share: 0.05, settled: true });
  });

  it('gives up at the deadline and says the machine stayed busy', async () => {
    const result = await waitForQuiet({
      windowMs: 5,
      timeoutMs: 12,
      read: machine([0.9, 0.9, 0.9, 0.9, 0.9]),
    });
    expect(result.settled).toBe(false);
    expect(result.share).toBeCloseTo(0.9);
  });
});

describe('slowRuns', () => {
  it('names the runs whose CPU index fell below the share of the best', () => {
    expect(slowRuns([2200, 2150, 1100, 2238, 1300])).toEqual([2, 4]);
  });

  it('names none within the spread of a quiet machine', () => {
    expect(slowRuns([1907, 2876, 2300, 2116])).toEqual([]);
  });
});

describe('slowPairs', () => {
  const runs = (...indexes: number[]) => indexes.map((benchmarkIndex) => ({ benchmarkIndex }));

  it('names each site/bare pair where either run was slowed, against the best of every route', () => {
    const home = { site: runs(2400, 1300, 2300), bare: runs(2500, 2450, 2350) };
    const glamping = { site: runs(2600, 2500, 2450), bare: runs(1400, 2550, 2800) };
    expect(slowPairs([home, glamping])).toEqual([
      { row: home, run: 1 },
      { row: glamping, run: 0 },
    ]);
  });

  it('names none within the spread of a quiet machine', () => {
    expect(slowPairs([{ site: runs(1907, 2876), bare: runs(2300, 2116) }])).toEqual([]);
  });
});
