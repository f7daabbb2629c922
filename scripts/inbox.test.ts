import { mkdtemp, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Server } from 'node:http';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createInbox, escapeHtml } from './inbox.mjs';

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
const postJson = (path: string, data: unknown) =>
  fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'Content-type': 'application/json' },
    body: JSON.stringify(data),
  });
const lines = async () =>
  (await readFile(file, 'utf8'))
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line));

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'inbox-test-'));
  file = join(dir, 'nested', 'enquiries.jsonl');
  server = createInbox({ file });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterEach(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await rm(dir, { recursive: true, force: true });
});

describe('the local inbox', () => {
  it('answers the CORS preflight the SDK triggers', async () => {
    const response = await fetch(`${base}/api/v1.0/email/send`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://127.0.0.1:4173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-headers')).toContain('content-type');
  });

  it('stores a JSON send as one line and answers 200 OK, appending, never overwriting', async () => {
    const first = await postJson('/api/v1.0/email/send', body());
    expect(first.status).toBe(200);
    expect(await first.text()).toBe('OK');
    expect(first.headers.get('access-control-allow-origin')).toBe('*');
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
