import { describe, expect, it } from 'vitest';
import { scriptKiB, scriptsRunBeforeLcp } from './bench-lcp.mjs';

const FRAME = 'main';
const lcp = (ts: number, frame = FRAME, isOutermostMainFrame = true) => ({
  name: 'largestContentfulPaint::Candidate',
  ts,
  args: { frame, data: { isOutermostMainFrame } },
});
const run = (ts: number, url: string, frame = FRAME) => ({
  name: 'EvaluateScript',
  ts,
  args: { data: { url, frame } },
});

describe('scriptsRunBeforeLcp', () => {
  it('counts the external scripts that started running before the last LCP candidate', () => {
    const trace = [
      lcp(100),
      run(120, 'http://localhost/_next/static/chunks/a.js'),
      run(130, 'http://localhost/_next/static/chunks/a.js'),
      run(140, 'http://localhost/_next/static/chunks/b.js?v=1'),
      run(150, 'http://localhost/'),
      lcp(200),
      run(250, 'http://localhost/_next/static/chunks/c.js'),
    ];
    expect(scriptsRunBeforeLcp(trace)).toEqual([
      'http://localhost/_next/static/chunks/a.js',
      'http://localhost/_next/static/chunks/b.js?v=1',
    ]);
  });

  it('leaves out other frames, and candidates outside the main frame', () => {
    const trace = [
      lcp(100),
      lcp(900, 'ad', false),
      run(80, 'http://localhost/_next/static/chunks/a.js', 'ad'),
      run(90, 'http://localhost/_next/static/chunks/b.js'),
      run(150, 'http://localhost/_next/static/chunks/c.js'),
    ];
    expect(scriptsRunBeforeLcp(trace)).toEqual(['http://localhost/_next/static/chunks/b.js']);
  });

  it('is null for a trace without an LCP', () => {
    expect(scriptsRunBeforeLcp([run(120, 'http://localhost/a.js')])).toBeNull();
  });
});

describe('scriptKiB', () => {
  it('sums the transfer sizes of the named scripts only', () => {
    const requests = [
      { url: 'http://localhost/a.js', transferSize: 2048 },
      { url: 'http://localhost/b.js', transferSize: 1024 },
      { url: 'http://localhost/c.js', transferSize: 9999 },
    ];
    expect(scriptKiB(['http://localhost/a.js', 'http://localhost/b.js'], requests)).toBe(3);
    expect(scriptKiB([], requests)).toBe(0);
  });
});
