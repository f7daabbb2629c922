import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  CLOUDFLARE_LIMITS,
  cloudflareProblems,
  formatHeadersFile,
  headerRules,
  headersForPath,
  headersSummary,
  overlappingHeaders,
  parseHeadersFile,
  siteWideHeaders,
} from './host-headers.mjs';
import { inlineScriptHashes, policyOf } from './page-policy.mjs';
import { exportedPages, writePagePolicies } from './postbuild.mjs';

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

describe('the rules of an export with many trips', () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  /** An export shaped like Next's: pages whose inline scripts differ, as their flight data does. */
  function exportWith(trips: number): { dir: string; routes: string[] } {
    const dir = mkdtempSync(join(tmpdir(), 'headers-export-'));
    dirs.push(dir);
    const page = (path: string, id: string) => {
      mkdirSync(join(dir, path), { recursive: true });
      const scripts = Array.from(
        { length: 10 },
        (_, i) => `<script>self.p(${JSON.stringify(id)},${i})</script>`,
      );
      writeFileSync(
        join(dir, path, 'index.html'),
        `<!DOCTYPE html><html><head><meta charSet="utf-8"/></head><h1>${id}</h1>${scripts.join('')}`,
      );
    };
    writeFileSync(
      join(dir, '404.html'),
      '<!DOCTYPE html><meta charSet="utf-8"/><script>self.p("404")</script>',
    );
    page('', 'home');
    page('admin', 'editor');
    for (const section of ['trekking', 'camping', 'adventure-activities', 'bunny-buds', 'glamping'])
      page(section, section);
    for (let i = 0; i < trips; i += 1)
      page(join(['trekking', 'camping', 'adventure-activities'][i % 3]!, `trip-${i}`), `trip-${i}`);
    writePagePolicies(dir, {});
    return { dir, routes: exportedPages(dir).map((p) => p.route) };
  }

  /** Addresses that are not pages: a miss, the editor's files, a script, a picture, the service worker. */
  const OTHER_ADDRESSES = [
    '/nope/',
    '/trekking/no-such-trip/',
    '/admin/',
    '/admin/config.yml',
    '/admin/decap-cms.js',
    '/_next/static/chunks/main-app-0123abcd.js',
    '/_next/static/media/font.woff2',
    '/media/treks/top-valley-768.webp',
    '/media/no-such-picture.webp',
    '/sw.js',
    '/sitemap.xml',
    '/og/home.png',
  ];

  it('keeps at most 12 rules inside Cloudflare Pages’ limits: the rules name no page', () => {
    const rules = headerRules({ HSTS_PRELOAD: 'true' });
    expect(rules.length).toBeLessThanOrEqual(12);
    expect(cloudflareProblems(rules)).toEqual([]);
    expect(headersSummary(rules).longestLine).toBeLessThan(CLOUDFLARE_LIMITS.lineLength);
  });

  it('never sets one header name by two rules that match the same address, with 100 trips', () => {
    const { routes } = exportWith(100);
    const rules = parseHeadersFile(formatHeadersFile(headerRules({ HSTS_PRELOAD: 'true' })));
    for (const address of [...routes, ...OTHER_ADDRESSES])
      expect(overlappingHeaders(rules, address), address).toEqual({});
  });

  it('finds the overlap when a rule sets a header another matching rule sets', () => {
    const rules = [...headerRules({}), { path: '/trekking/*', set: { 'Cache-Control': 'no-store' } }];
    expect(overlappingHeaders(rules, '/trekking/top-valley/')).toEqual({});
    const clashing = [...rules, { path: '/media/*', set: { 'X-Frame-Options': 'SAMEORIGIN' } }];
    expect(overlappingHeaders(clashing, '/media/a.webp')).toEqual({ 'x-frame-options': ['/*', '/media/*'] });
  });

  it('names the rule limit and the line limit when the rules outgrow them', () => {
    const many = Array.from({ length: 101 }, (_, i) => ({ path: `/p${i}/`, set: { 'X-A': 'b' } }));
    expect(cloudflareProblems(many).join('\n')).toMatch(/at most 100 header rules, .* writes 101/);
    const long = [{ path: '/*', set: { 'X-A': 'b'.repeat(2100) } }];
    expect(cloudflareProblems(long).join('\n')).toMatch(/ignores header lines over 2000 characters/);
  });

  it('gives every page of the export its own policy, the editor the editor’s', () => {
    const { dir } = exportWith(3);
    const trip = readFileSync(join(dir, 'trekking', 'trip-0', 'index.html'), 'utf8');
    expect(policyOf(trip)).toContain(inlineScriptHashes(trip)[0]);
    expect(policyOf(readFileSync(join(dir, 'admin', 'index.html'), 'utf8'))).toContain("'unsafe-eval'");
    expect(policyOf(readFileSync(join(dir, '404.html'), 'utf8'))).not.toContain("'unsafe-eval'");
  });
});
