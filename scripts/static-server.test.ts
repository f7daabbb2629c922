import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createStaticServer } from './static-server.mjs';

// Counts compressions while keeping the real ones.
const compressions = vi.hoisted(() => ({ count: 0 }));
vi.mock('node:zlib', async (importOriginal) => {
  const zlib = await importOriginal<typeof import('node:zlib')>();
  const counted =
    <T extends (...args: never[]) => unknown>(fn: T) =>
    (...args: Parameters<T>) => {
      compressions.count += 1;
      return fn(...args);
    };
  return {
    ...zlib,
    brotliCompress: counted(zlib.brotliCompress),
    brotliCompressSync: counted(zlib.brotliCompressSync),
    gzip: counted(zlib.gzip),
    gzipSync: counted(zlib.gzipSync),
  };
});

let root: string;
let server: Server;
let port: number;
const VIDEO = Buffer.alloc(1000, 7);

type Reply = { status: number; headers: IncomingHttpHeaders; body: Buffer };

/** A raw request: the path goes on the wire exactly as written, unlike fetch, which normalises it. */
function get(path: string, headers: Record<string, string> = {}): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ port, host: '127.0.0.1', path, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'static-server-test-'));
  await mkdir(join(root, 'trekking'));
  await mkdir(join(root, 'media'));
  await writeFile(join(root, 'index.html'), '<h1>home</h1>');
  await writeFile(join(root, 'trekking', 'index.html'), '<h1>trekking</h1>');
  await writeFile(join(root, '404.html'), '<h1>missing</h1>');
  await writeFile(join(root, 'page.js'), 'console.log("x");'.repeat(2000));
  await writeFile(join(root, 'media', 'clip.mp4'), VIDEO);
  await writeFile(
    join(root, '_headers'),
    [
      '/*',
      '  X-Content-Type-Options: nosniff',
      '  Content-Security-Policy: not-found',
      '/',
      '  ! Content-Security-Policy',
      '  Content-Security-Policy: home',
      '/trekking/',
      '  ! Content-Security-Policy',
      '  Content-Security-Policy: trekking',
      '/media/*',
      '  Cache-Control: public, max-age=604800',
      '',
    ].join('\n'),
  );
  server = createStaticServer({ root });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await rm(root, { recursive: true, force: true });
});

describe('byte ranges', () => {
  it('clamps a suffix range longer than the file to the whole file', async () => {
    const reply = await get('/media/clip.mp4', { range: 'bytes=-5000' });
    expect(reply.status).toBe(206);
    expect(reply.headers['content-range']).toBe('bytes 0-999/1000');
    expect(reply.body).toEqual(VIDEO);
  });

  it.each([
    ['bytes=0-9', 'bytes 0-9/1000', 10],
    ['bytes=990-', 'bytes 990-999/1000', 10],
    ['bytes=990-5000', 'bytes 990-999/1000', 10],
    ['bytes=-10', 'bytes 990-999/1000', 10],
  ])('answers %s with 206 and %s', async (range, contentRange, length) => {
    const reply = await get('/media/clip.mp4', { range });
    expect(reply.status).toBe(206);
    expect(reply.headers['content-range']).toBe(contentRange);
    expect(reply.body).toHaveLength(length);
  });

  it.each(['bytes=1000-', 'bytes=5000-6000', 'bytes=-0', 'bytes=99999999999999999999-'])(
    'answers the unsatisfiable %s with 416',
    async (range) => {
      const reply = await get('/media/clip.mp4', { range });
      expect(reply.status).toBe(416);
      expect(reply.headers['content-range']).toBe('bytes */1000');
    },
  );

  it.each(['bytes=5-2', 'bytes=-', 'bytes=abc', 'items=0-1', 'bytes=1-2,4-5'])(
    'ignores the malformed %s and sends the whole file',
    async (range) => {
      const reply = await get('/media/clip.mp4', { range });
      expect(reply.status).toBe(200);
      expect(reply.body).toEqual(VIDEO);
    },
  );
});

describe('paths', () => {
  it('answers a malformed percent-encoding with 400', async () => {
    expect((await get('/%')).status).toBe(400);
    expect((await get('/trekking/%zz')).status).toBe(400);
  });

  it('does not serve the _headers file', async () => {
    const reply = await get('/_headers');
    expect(reply.status).toBe(404);
    expect(reply.body.toString()).toContain('missing');
  });

  it.each([
    ['/', 'home'],
    ['/trekking/', 'trekking'],
    ['/trekking//', 'trekking'],
    ['/%74rekking/', 'trekking'],
    ['/trekking%2F', 'trekking'],
    ['/media/../trekking/', 'trekking'],
    ['/no-such-page/', 'not-found'],
    ['/trekking/no-such-trip/', 'not-found'],
  ])('sends %s the headers of the address asked for (%s)', async (path, csp) => {
    const reply = await get(path, { 'accept-encoding': 'identity' });
    expect(reply.headers['content-security-policy']).toBe(csp);
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
    expect(reply.body.toString()).toContain(csp === 'not-found' ? 'missing' : `<h1>${csp}</h1>`);
  });

  it('never lets a miss be cached, whatever the rules of its address say', async () => {
    expect((await get('/media/clip.mp4')).headers['cache-control']).toBe('public, max-age=604800');
    const miss = await get('/media/none.webp');
    expect(miss.status).toBe(404);
    expect(miss.headers['cache-control']).toBe('no-store');
  });

  it.each([
    ['/index.html', '/'],
    ['/trekking/index.html', '/trekking/'],
  ])('sends %s to the address of its page', async (path, location) => {
    const reply = await get(path);
    expect(reply.status).toBe(308);
    expect(reply.headers.location).toBe(location);
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
  });

  it('redirects a directory to its slash form, keeping the query', async () => {
    const reply = await get('/trekking?from=menu');
    expect(reply.status).toBe(308);
    expect(reply.headers.location).toBe('/trekking/?from=menu');
  });

  it.each([
    '//evil.example/..',
    '//trekking',
    '/.//trekking',
    '/%2F%2Ftrekking',
    '/\\trekking',
    '/%5Ctrekking',
  ])('never redirects %s off the site', async (path) => {
    const reply = await get(path);
    expect(reply.status).toBeLessThan(500);
    if (reply.status >= 300 && reply.status < 400) expect(reply.headers.location).toMatch(/^\/(?![/\\])/);
  });
});

describe('compression', () => {
  it('compresses a file once for many concurrent first requests', async () => {
    compressions.count = 0;
    const replies = await Promise.all(
      Array.from({ length: 12 }, () => get('/page.js', { 'accept-encoding': 'br' })),
    );
    expect(replies.map((reply) => reply.headers['content-encoding'])).toEqual(Array(12).fill('br'));
    expect(compressions.count).toBe(1);
  });
});
