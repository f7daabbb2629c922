import { createElement as h, Suspense, type ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { createHash } from 'node:crypto';
import { Writable } from 'node:stream';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import {
  contentSecurityPolicy,
  inlineBoundaries,
  inlineScriptHashes,
  joinFlightScripts,
} from './postbuild.mjs';

/**
 * React's own HTML for `element` once everything is ready. It streams a boundary of over 500 bytes
 * separately once the page so far passes `progressiveChunkSize` bytes (12,800 by default).
 */
function render(element: ReactNode, progressiveChunkSize: number): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk, _encoding, done) {
        html += String(chunk);
        done();
      },
      final(done) {
        resolve(html);
        done();
      },
    });
    const stream = renderToPipeableStream(element, {
      progressiveChunkSize,
      onAllReady: () => stream.pipe(sink),
      onError: reject,
    });
  });
}

const section = (n: number, inner?: ReactNode) =>
  h(
    'section',
    { key: n, 'aria-labelledby': `s${n}` },
    h('h2', { id: `s${n}` }, `Section ${n}`),
    inner,
    h('p', null, 'Text '.repeat(150)),
  );

const page = (fallback: ReactNode = null) =>
  h(
    'main',
    null,
    h('h1', null, 'Kuttiyar'),
    [1, 2, 3].map((n) =>
      h(Suspense, { key: n, fallback }, section(n, n === 2 ? h(Suspense, null, section(20)) : undefined)),
    ),
  );

describe('inlineBoundaries', () => {
  it('writes streamed boundaries, nested ones too, exactly where React writes them when it does not stream', async () => {
    const streamed = await render(page(), 1);
    expect(streamed).toContain('$RC("B:');
    expect(inlineBoundaries(streamed)).toBe(await render(page(), Infinity));
  });

  it('leaves a page without streamed boundaries as it is', async () => {
    const html = await render(page(), Infinity);
    expect(inlineBoundaries(html)).toBe(html);
  });

  it('refuses a boundary with a fallback rather than guess what to remove', async () => {
    const streamed = await render(page(h('p', null, 'Loading…')), 1);
    expect(() => inlineBoundaries(streamed)).toThrow(/fallback/);
  });
});

/** The tail of a page as Next 16 writes it: its bootstrap script, the payload's opening call and chunks. */
const flightTail = (chunks: string[]) =>
  '<script id="_R_">(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push({})</script>' +
  '<script src="/_next/static/chunks/main.js" async=""></script>' +
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>' +
  chunks.map((chunk) => `<script>self.__next_f.push([1,${JSON.stringify(chunk)}])</script>`).join('');

const CHUNKS = [
  '1:"$Sreact.fragment"\n',
  '2:["$","p",null,{"children":"Tea; \\"slopes\\" ])"}]\n',
  '3:"$L2"\n',
];

/** What the page's scripts leave in `self.__next_f`, run one after another as a browser runs them. */
function flightCalls(html: string) {
  const self: { __next_f?: unknown[] } = {};
  for (const [, code = ''] of html.matchAll(/<script>([^<]*)<\/script>/g)) runInNewContext(code, { self });
  return self.__next_f;
}

describe('joinFlightScripts', () => {
  const page = `<!DOCTYPE html><html><body><main><h1>Treks</h1></main>${flightTail(CHUNKS)}</body></html>`;

  it('joins the payload into one script that leaves the same calls, and leaves the rest of the page alone', () => {
    const joined = joinFlightScripts(page);
    expect(joined.match(/self\.__next_f/g)).toHaveLength(CHUNKS.length + 2);
    expect(joined.match(/<script>[^<]*__next_f[^<]*<\/script>/g)).toHaveLength(1);
    expect(flightCalls(joined)).toEqual(flightCalls(page));
    expect(flightCalls(joined)).toEqual([[0], ...CHUNKS.map((chunk) => [1, chunk])]);
    expect(joined.replace(/<script>[^<]*__next_f[^<]*<\/script>/, '')).toBe(
      page.replace(/(<script>[^<]*__next_f[^<]*<\/script>)+/, ''),
    );
  });

  it('refuses a payload with something else between its scripts rather than move it', () => {
    const split = page.replace(
      '<script>self.__next_f.push([1,"3',
      '<div></div><script>self.__next_f.push([1,"3',
    );
    expect(() => joinFlightScripts(split)).toThrow(/not one run/);
  });

  it('leaves a page without a payload as it is', () => {
    const plain = '<!DOCTYPE html><html><body><p>Offline</p></body></html>';
    expect(joinFlightScripts(plain)).toBe(plain);
  });
});

describe('inlineScriptHashes', () => {
  const sha = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;

  it('lists each inline script that runs once, and neither data blocks nor scripts loaded by URL', () => {
    const html =
      '<script type="application/ld+json">{"@type":"TouristTrip"}</script><script src="/a.js"></script>' +
      '<script>run()</script><script>run()</script><script type="module">go()</script>';
    expect(inlineScriptHashes(html)).toEqual([sha('run()'), sha('go()')]);
  });

  it('needs one hash for the whole payload once its scripts are joined', () => {
    const page = `<body>${flightTail(CHUNKS)}</body>`;
    expect(inlineScriptHashes(page)).toHaveLength(CHUNKS.length + 2);
    expect(inlineScriptHashes(joinFlightScripts(page))).toHaveLength(2);
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
