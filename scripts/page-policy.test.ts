import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  editorPolicy,
  inlineScriptHashes,
  pagePolicy,
  policyOf,
  withoutPolicy,
  withPolicy,
} from './page-policy.mjs';

const sha = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;
const directives = (policy: string) => new Map(policy.split('; ').map((d) => [d.split(' ')[0], d]));

describe('inlineScriptHashes', () => {
  it('lists each inline script that runs once, and neither data blocks nor scripts loaded by URL', () => {
    const html =
      '<script type="application/ld+json">{"@type":"TouristTrip"}</script><script src="/a.js"></script>' +
      '<script>run()</script><script>run()</script><script type="module">go()</script>';
    expect(inlineScriptHashes(html)).toEqual([sha('run()'), sha('go()')]);
  });

  it('lists speculation rules, which a policy must allow like a script', () => {
    const rules = '{"prefetch":[{"where":{"href_matches":"/*"}}]}';
    expect(inlineScriptHashes(`<script type="speculationrules">${rules}</script>`)).toEqual([sha(rules)]);
  });
});

describe('pagePolicy', () => {
  it('lets fonts and video fall back to default-src when the media is our own', () => {
    const policy = directives(pagePolicy(["'sha256-abc='"], { NODE_ENV: 'production' }));
    expect(policy.get('default-src')).toBe("default-src 'self'");
    expect(policy.get('script-src')).toBe("script-src 'self' 'sha256-abc='");
    expect(policy.has('media-src')).toBe(false);
    expect(policy.has('font-src')).toBe(false);
  });

  it('allows a media host for pictures and video', () => {
    const policy = directives(
      pagePolicy([], {
        NODE_ENV: 'production',
        NEXT_PUBLIC_MEDIA_BASE_URL: 'https://media.example.com/kva',
      }),
    );
    expect(policy.get('media-src')).toBe("media-src 'self' https://media.example.com");
    expect(policy.get('img-src')).toContain('https://media.example.com');
  });

  it('says nothing a <meta> policy cannot carry, for the page or the editor', () => {
    for (const policy of [
      pagePolicy([], { NODE_ENV: 'production' }),
      editorPolicy({ NODE_ENV: 'production' }),
    ]) {
      for (const name of ['frame-ancestors', 'report-uri', 'sandbox'])
        expect(directives(policy).has(name)).toBe(false);
    }
  });
});

describe('withPolicy', () => {
  const page =
    '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><meta name="viewport" content="x"/>' +
    '<script src="/a.js" async=""></script></head><body><script>go()</script></body></html>';
  const policy = "default-src 'self'; script-src 'self' 'sha256-abc='";

  it('puts the policy right after <meta charset>, before every script', () => {
    const html = withPolicy(page, policy);
    const charset = '<meta charSet="utf-8"/>';
    expect(html.slice(html.indexOf(charset) + charset.length)).toMatch(
      /^<meta http-equiv="Content-Security-Policy"/,
    );
    expect(html.indexOf('http-equiv')).toBeLessThan(html.indexOf('<script'));
    expect(policyOf(html)).toBe(policy);
  });

  it('changes nothing else: without the element the page is byte for byte what it was', () => {
    expect(withoutPolicy(withPolicy(page, policy))).toBe(page);
  });

  it('replaces a policy written before, so a second run changes nothing', () => {
    const once = withPolicy(page, policy);
    expect(withPolicy(once, policy)).toBe(once);
    expect(policyOf(withPolicy(once, "default-src 'none'"))).toBe("default-src 'none'");
  });

  it('refuses a page whose charset is missing or later than its first 1024 bytes', () => {
    expect(() => withPolicy('<html><head><script>x()</script></head></html>', policy)).toThrow(/charset/);
    const late = `<!DOCTYPE html><head><title>${'x'.repeat(1100)}</title><meta charset="utf-8">`;
    expect(() => withPolicy(late, policy)).toThrow(/first 1024 bytes/);
  });

  it('refuses a policy that could break out of the attribute', () => {
    expect(() => withPolicy(page, 'default-src "self"')).toThrow(/cannot hold/);
  });
});
