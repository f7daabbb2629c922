import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, inlineScriptHashes } from './postbuild.mjs';

describe('inlineScriptHashes', () => {
  const sha = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;

  it('lists each inline script that runs once, and neither data blocks nor scripts loaded by URL', () => {
    const html =
      '<script type="application/ld+json">{"@type":"TouristTrip"}</script><script src="/a.js"></script>' +
      '<script>run()</script><script>run()</script><script type="module">go()</script>';
    expect(inlineScriptHashes(html)).toEqual([sha('run()'), sha('go()')]);
  });
});

describe('contentSecurityPolicy', () => {
  const directives = (policy: string) => new Map(policy.split('; ').map((d) => [d.split(' ')[0], d]));

  it('lets fonts and video fall back to default-src when the media is our own', () => {
    const policy = directives(contentSecurityPolicy(["'sha256-abc='"], { NODE_ENV: 'production' }));
    expect(policy.get('default-src')).toBe("default-src 'self'");
    expect(policy.get('script-src')).toBe("script-src 'self' 'sha256-abc='");
    expect(policy.has('media-src')).toBe(false);
    expect(policy.has('font-src')).toBe(false);
  });

  it('allows a media host for pictures and video', () => {
    const policy = directives(
      contentSecurityPolicy([], {
        NODE_ENV: 'production',
        NEXT_PUBLIC_MEDIA_BASE_URL: 'https://media.example.com/kva',
      }),
    );
    expect(policy.get('media-src')).toBe("media-src 'self' https://media.example.com");
    expect(policy.get('img-src')).toContain('https://media.example.com');
  });
});
