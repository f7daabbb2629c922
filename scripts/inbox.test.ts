import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { escapeHtml } from './inbox/page.mjs';
import { createInbox } from './inbox/server.mjs';

// Tracks how many appends to the inbox file run at once, keeping the real ones.
const appends = vi.hoisted(() => ({ running: 0, most: 0 }));
vi.mock('node:fs/promises', async (importOriginal) => {
  const fs = await importOriginal<typeof import('node:fs/promises')>();
  return {
    ...fs,
    appendFile: async (...args: Parameters<typeof fs.appendFile>) => {
      appends.most = Math.max(appends.most, ++appends.running);
      try {
        return await fs.appendFile(...args);
      } finally {
        appends.running -= 1;
      }
    },
  };
});

const SITE = 'http://127.0.0.1:4173';

let dir: string;
let file: string;
let server: Server;
let base: string;

const body = (params: Record<string, unknown> = { firstName: 'Anjali', email: 'a@example.com' }) => ({
  lib_version: '4.4.1',
  user_id: 'pk',
  service_id: 'svc',
  template_id: 'tpl',
  template_params: params,
});
const postJson = (path: string, data: unknown, headers: Record<string, string> = {}) =>
  fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'Content-type': 'application/json', ...headers },
    body: JSON.stringify(data),
  });
const preflight = (path: string, origin: string) =>
  fetch(`${base}${path}`, {
    method: 'OPTIONS',
    headers: {
      Origin: origin,
      'Access-Control-Request-Method': 'POST',
      'Access-Control-Request-Headers': 'content-type',
    },
  });
/** A GET with a chosen Host header, which fetch does not allow. */
const getWithHost = (host: string) =>
  new Promise<number>((resolve, reject) => {
    const { port } = server.address() as AddressInfo;
    httpRequest({ port, host: '127.0.0.1', path: '/__enquiries', headers: { host }, agent: false }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    })
      .on('error', reject)
      .end();
  });
const storedLine = (firstName: string) =>
  JSON.stringify({ receivedAt: '2026-01-01T00:00:00.000Z', via: 'send', ...body({ firstName }) });
const lines = async () =>
  (await readFile(file, 'utf8'))
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line));

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'inbox-test-'));
  file = join(dir, 'nested', 'enquiries.jsonl');
  server = createInbox({ file, siteOrigin: SITE });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterEach(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await rm(dir, { recursive: true, force: true });
});

describe('the local inbox', () => {
  it.each(['/api/v1.0/email/send', '/api/v1.0/email/send-form'])(
    'answers the CORS preflight the SDK triggers on %s, for the site in both its local forms',
    async (path) => {
      for (const origin of [SITE, 'http://localhost:4173']) {
        const response = await preflight(path, origin);
        expect(response.status).toBe(204);
        expect(response.headers.get('access-control-allow-origin')).toBe(origin);
        expect(response.headers.get('access-control-allow-headers')).toContain('content-type');
      }
    },
  );

  it('gives other origins no CORS and refuses their sends', async () => {
    for (const origin of ['http://evil.example', 'http://127.0.0.1:4999', 'https://localhost:4173']) {
      const response = await preflight('/api/v1.0/email/send', origin);
      expect(response.status).toBe(403);
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
      expect((await postJson('/api/v1.0/email/send', body(), { Origin: origin })).status).toBe(403);
    }
    await expect(readFile(file)).rejects.toThrow();
  });

  it('sends no CORS headers from /__enquiries and /__control, even to the site', async () => {
    const list = await fetch(`${base}/__enquiries`, { headers: { Origin: SITE } });
    expect(list.status).toBe(200);
    expect(list.headers.get('access-control-allow-origin')).toBeNull();
    expect((await preflight('/__control', SITE)).headers.get('access-control-allow-origin')).toBeNull();
    expect((await postJson('/__control', { fail: 500 }, { Origin: SITE })).status).toBe(403);
    expect((await postJson('/api/v1.0/email/send', body())).status).toBe(200);
  });

  it('refuses a Host header other than localhost, 127.0.0.1 or [::1] (DNS rebinding)', async () => {
    for (const host of ['evil.example', 'evil.example:4174', 'localhost.evil.example', '127.0.0.1.nip.io:80'])
      expect([403, 421]).toContain(await getWithHost(host));
    for (const host of ['localhost', 'localhost:4174', '127.0.0.1:1', '[::1]:4174'])
      expect(await getWithHost(host)).toBe(200);
  });

  it('stores a JSON send as one line and answers 200 OK, appending, never overwriting', async () => {
    const first = await postJson('/api/v1.0/email/send', body(), { Origin: SITE });
    expect(first.status).toBe(200);
    expect(await first.text()).toBe('OK');
    expect(first.headers.get('access-control-allow-origin')).toBe(SITE);
    await postJson('/api/v1.0/email/send', body({ firstName: 'Second' }));
    const stored = await lines();
    expect(stored).toHaveLength(2);
    expect(stored[0]).toMatchObject({
      via: 'send',
      lib_version: '4.4.1',
      user_id: 'pk',
      service_id: 'svc',
      template_id: 'tpl',
      template_params: { firstName: 'Anjali' },
    });
    expect(stored[1].template_params.firstName).toBe('Second');
  });

  it('stores a multipart send-form, the extra fields as template parameters', async () => {
    const form = new FormData();
    for (const [key, value] of Object.entries({
      lib_version: '4.4.1',
      user_id: 'pk',
      service_id: 'svc',
      template_id: 'tpl',
      firstName: 'Ravi',
      kids: '2',
    }))
      form.append(key, value);
    const response = await fetch(`${base}/api/v1.0/email/send-form`, { method: 'POST', body: form });
    expect(response.status).toBe(200);
    expect((await lines())[0]).toMatchObject({
      via: 'send-form',
      user_id: 'pk',
      template_params: { firstName: 'Ravi', kids: '2' },
    });
  });

  it.each([
    ['user_id', 'The user ID is required'],
    ['service_id', 'The service ID is required'],
    ['template_id', 'The template ID is required'],
    ['template_params', 'The template params are required'],
  ])('rejects a send without %s with 400 and a clear text', async (field, text) => {
    const data: Record<string, unknown> = body();
    delete data[field];
    const response = await postJson('/api/v1.0/email/send', data);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(text);
  });

  it('rejects a multipart send without its ids', async () => {
    const form = new FormData();
    form.append('firstName', 'Ravi');
    const response = await fetch(`${base}/api/v1.0/email/send-form`, { method: 'POST', body: form });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('The user ID is required');
  });

  it('rejects a body that is not JSON', async () => {
    const response = await fetch(`${base}/api/v1.0/email/send`, { method: 'POST', body: 'not json' });
    expect(response.status).toBe(400);
  });

  it('lists enquiries newest first with every value escaped', async () => {
    await postJson('/api/v1.0/email/send', body({ firstName: 'Older' }));
    await postJson(
      '/api/v1.0/email/send',
      body({ firstName: 'Newer', lastName: '<img src=x onerror=alert(1)>', note: '"quoted" & <b>' }),
    );
    const response = await fetch(`${base}/`);
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    expect(html.indexOf('Newer')).toBeLessThan(html.indexOf('Older'));
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&#60;img src=x onerror=alert(1)&#62;');
    expect(html).toContain('&#34;quoted&#34; &#38; &#60;b&#62;');
  });

  it('shows only the newest 200 enquiries and says how many more exist', async () => {
    await mkdir(dirname(file), { recursive: true });
    const names = Array.from({ length: 205 }, (_, index) => `Guest-${String(index).padStart(3, '0')}-`);
    await writeFile(file, names.map((name) => `${storedLine(name)}\n`).join(''));
    const html = await (await fetch(`${base}/`)).text();
    expect(html.match(/<article>/g)).toHaveLength(200);
    expect(html).toContain('Guest-204-');
    expect(html).toContain('Guest-005-');
    expect(html).not.toContain('Guest-004-');
    expect(html).toContain('5 older enquiries are not shown');
    expect(html).toContain('205 enquiries');
  });

  it('reports the lines of the file it cannot read instead of skipping them silently', async () => {
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, `${storedLine('First')}\n{"receivedAt": "cut short\n42\n${storedLine('Second')}\n`);
    const list = await fetch(`${base}/__enquiries`);
    expect(
      (await list.json()).map(
        (entry: { template_params: { firstName: string } }) => entry.template_params.firstName,
      ),
    ).toEqual(['First', 'Second']);
    expect(list.headers.get('x-unreadable-lines')).toBe('2');
    expect(await (await fetch(`${base}/`)).text()).toContain('2 lines of the file could not be read');
  });

  it('answers 413 to a body over 64 KiB and stores nothing, even for 30 at once', async () => {
    const big = body({ firstName: 'Big', note: 'x'.repeat(64 * 1024) });
    expect((await postJson('/api/v1.0/email/send', big)).status).toBe(413);
    const huge = body({ firstName: 'Huge', note: 'x'.repeat(530 * 1024) });
    const statuses = await Promise.all(
      Array.from({ length: 30 }, async () => (await postJson('/api/v1.0/email/send', huge)).status),
    );
    expect(statuses).toEqual(Array(30).fill(413));
    expect((await postJson('/api/v1.0/email/send', body())).status).toBe(200);
    expect(await lines()).toHaveLength(1);
  });

  it('writes one enquiry at a time, so every line stays whole', async () => {
    appends.most = 0;
    const sends = Array.from({ length: 20 }, (_, index) =>
      postJson('/api/v1.0/email/send', body({ firstName: `Guest ${index}`, note: 'y'.repeat(60 * 1024) })),
    );
    expect((await Promise.all(sends)).map((response) => response.status)).toEqual(Array(20).fill(200));
    expect(appends.most).toBe(1);
    expect(await lines()).toHaveLength(20);
  });

  it.each([
    [{ fail: 'x' }, 'fail'],
    [{ fail: 200 }, 'fail'],
    [{ delayMs: -1 }, 'delayMs'],
    [{ delayMs: '5' }, 'delayMs'],
    [{ drop: 'yes' }, 'drop'],
    [{ fail: 500, email: 5 }, 'email'],
    [{ fail: 500, times: 0 }, 'times'],
    [{ fial: 500 }, 'fial'],
    [{}, 'fail'],
    [[], 'JSON object'],
    ['fail', 'JSON object'],
  ])('rejects the control %j with 400 naming %s, and keeps working', async (control, named) => {
    const response = await postJson('/__control', control);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(named);
    expect((await postJson('/api/v1.0/email/send', body())).status).toBe(200);
  });

  it('shows an empty page before the first enquiry', async () => {
    expect(await (await fetch(`${base}/`)).text()).toContain('No enquiries yet');
  });

  it('fails the next matching send once when told to, and stores nothing for it', async () => {
    await postJson('/__control', { fail: 500, email: 'b@example.com' });
    expect((await postJson('/api/v1.0/email/send', body({ email: 'a@example.com' }))).status).toBe(200);
    expect((await postJson('/api/v1.0/email/send', body({ email: 'B@example.com' }))).status).toBe(500);
    expect((await postJson('/api/v1.0/email/send', body({ email: 'b@example.com' }))).status).toBe(200);
    expect((await lines()).map((entry) => entry.template_params.email)).toEqual([
      'a@example.com',
      'b@example.com',
    ]);
  });

  it('can delay or drop a send', async () => {
    await postJson('/__control', { delayMs: 150 });
    const started = Date.now();
    expect((await postJson('/api/v1.0/email/send', body())).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    await postJson('/__control', { drop: true });
    await expect(postJson('/api/v1.0/email/send', body())).rejects.toThrow();
    expect(await lines()).toHaveLength(1);
  });
});

describe('escapeHtml', () => {
  it('escapes the five HTML-significant characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&#60;a href=&#34;x&#34;&#62;&#39;&#38;&#39;&#60;/a&#62;');
  });
});
