import { createElement as h, Suspense, type ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { inlineBoundaries } from './postbuild.mjs';

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
