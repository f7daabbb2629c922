import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  CLOUDFLARE_LIMITS,
  cloudflareProblems,
  formatHeadersFile,
  headersForPath,
  headersSummary,
  parseHeadersFile,
  siteWideHeaders,
} from './host-headers.mjs';
import { exportHeaderRules } from './postbuild.mjs';

describe('headersForPath (the hosts’ reading of _headers)', () => {
  const rules = parseHeadersFile(
    [
      '/*',
      '  X-Frame-Options: DENY',
      '  Content-Security-Policy: miss',
      '/media/*',
      '  Cache-Control: week',
      '/trekking/',
      '  ! Content-Security-Policy',
      '  Content-Security-Policy: trekking',
      '/trekking/:trip/',
      '  X-Robots-Tag: all',
      '/trekking/*',
      '  X-Robots-Tag: none',
    ].join('\n'),
  );

  it('applies every rule that matches the address asked for', () => {
    expect(headersForPath(rules, '/media/a.webp')).toEqual({
      'x-frame-options': 'DENY',
      'content-security-policy': 'miss',
      'cache-control': 'week',
    });
    expect(headersForPath(rules, '/nope/')['content-security-policy']).toBe('miss');
  });

  it('replaces a header that a rule detaches, and joins one that two rules set', () => {
    expect(headersForPath(rules, '/trekking/')['content-security-policy']).toBe('trekking');
    expect(headersForPath(rules, '/trekking/top-valley/')['x-robots-tag']).toBe('all, none');
  });

  it('reads back the file it writes', () => {
    const written = [{ path: '/x/', unset: ['A'], set: { A: '1', B: '2' } }];
    expect(parseHeadersFile(formatHeadersFile(written))).toEqual([
      { path: '/x/', unset: ['a'], set: { a: '1', b: '2' } },
    ]);
  });
});

describe('siteWideHeaders', () => {
  it('keeps HSTS to this domain unless the owner opts into preload', () => {
    expect(siteWideHeaders({})['Strict-Transport-Security']).toBe('max-age=63072000');
    expect(siteWideHeaders({ HSTS_PRELOAD: 'true' })['Strict-Transport-Security']).toBe(
      'max-age=63072000; includeSubDomains; preload',
    );
  });
});

describe('an export with many trips', () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  /** An export shaped like Next's: pages whose inline scripts differ, as their flight data does. */
  function exportWith(trips: number, scriptsPerPage = 10): string {
    const dir = mkdtempSync(join(tmpdir(), 'headers-export-'));
    dirs.push(dir);
    const page = (path: string, id: string) => {
      mkdirSync(join(dir, path), { recursive: true });
      const scripts = Array.from(
        { length: scriptsPerPage },
        (_, i) => `<script>self.p(${JSON.stringify(id)},${i})</script>`,
      );
      writeFileSync(join(dir, path, 'index.html'), `<!DOCTYPE html><h1>${id}</h1>${scripts.join('')}`);
    };
    writeFileSync(join(dir, '404.html'), '<!DOCTYPE html><h1>missing</h1><script>self.p("404")</script>');
    page('', 'home');
    for (const section of ['trekking', 'camping', 'adventure-activities', 'bunny-buds', 'glamping'])
      page(section, section);
    for (let i = 0; i < trips; i += 1)
      page(join(['trekking', 'camping', 'adventure-activities'][i % 3]!, `trip-${i}`), `trip-${i}`);
    return dir;
  }

  it('fits Cloudflare Pages with today’s number of trips', () => {
    const rules = exportHeaderRules(exportWith(16), {});
    expect(cloudflareProblems(rules)).toEqual([]);
    expect(headersSummary(rules).rules).toBe(1 + 3 + 6 + 16 + 1);
  });

  it('says for 100 trips which Cloudflare limit breaks, how many trips fit and what to do', () => {
    const rules = exportHeaderRules(exportWith(100), {});
    const fit = CLOUDFLARE_LIMITS.rules - (rules.length - 100);
    expect(fit).toBe(89);
    const [problem, ...others] = cloudflareProblems(rules);
    expect(others).toEqual([]);
    expect(problem).toContain(`at most ${CLOUDFLARE_LIMITS.rules} header rules`);
    expect(problem).toContain(`needs ${rules.length}`);
    expect(problem).toContain(`It can hold ${fit} trips there; it has 100`);
    expect(problem).toMatch(/Remove 11 trips, or host the site on Netlify/);
  });

  it('keeps every line of 100 trips’ policies inside Cloudflare’s line length', () => {
    const rules = exportHeaderRules(exportWith(100), {});
    expect(headersSummary(rules).longestLine).toBeLessThan(CLOUDFLARE_LIMITS.lineLength);
  });

  it('names the line limit when a page has too many inline scripts for it', () => {
    const rules = exportHeaderRules(exportWith(2, 40), {});
    expect(cloudflareProblems(rules).join('\n')).toMatch(/ignores header lines over 2000 characters/);
  });
});
