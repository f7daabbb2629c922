import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

type Running = { child: ChildProcess; port: number; output: () => string };
let dir: string;
let site: Running;
let inbox: Running;

/** Starts a server script on a free port, as `npm start` would run it, and reads the port it prints. */
function start(script: string, args: string[]): Promise<Running> {
  const child = spawn(process.execPath, [
    join(import.meta.dirname, script),
    '--host',
    '127.0.0.1',
    '--port',
    '0',
    ...args,
  ]);
  let output = '';
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const port = /http:\/\/127\.0\.0\.1:(\d+)\//.exec(output)?.[1];
      if (port) resolve({ child, port: Number(port), output: () => output });
    });
    child.on('exit', () => reject(new Error(`${script} ended: ${output}`)));
  });
}

/** Writes raw bytes, half-closes, and returns whatever came back (empty if the server hung up). */
function raw(port: number, bytes: string): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let reply = '';
    socket.on('data', (chunk) => (reply += chunk));
    socket.on('error', () => {});
    socket.on('close', () => resolve(reply));
    socket.end(bytes);
  });
}

const request = (head: string, headers: string[] = [], body = '') =>
  `${head}\r\n${['Host: 127.0.0.1', 'Connection: close', ...headers].join('\r\n')}\r\n\r\n${body}`;

const BOTH = [
  'FOO / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n',
  'GET / HTTP/9.9\r\nHost: 127.0.0.1\r\n\r\n',
  '\u0000\u0001\u0002garbage\r\n\r\n',
  request('GET /%'),
  request('GET /%zz/..%2f..%2fetc/passwd'),
  request('GET /%00'),
  request('GET //evil.example/..'),
  request('GET /.//evil.example/..'),
  request('GET *'),
  request('GET http://evil.example/'),
  request('GET /', [`X-Big: ${'a'.repeat(100_000)}`]),
  request(
    'GET /',
    Array.from({ length: 3000 }, (_, index) => `X-${index}: a`),
  ),
  request('POST /', ['Content-Length: -1'], 'x'),
  request('POST /', ['Content-Length: 100'], 'short'),
  request('POST /', ['Transfer-Encoding: chunked'], 'zz\r\nnot a chunk\r\n'),
  request('DELETE /'),
  request('OPTIONS *'),
  'GET / HTTP/1.0\r\n\r\n',
];
const SITE_ONLY = [
  'bytes=-99999999',
  'bytes=abc',
  'bytes=--1',
  'bytes=1-2-3',
  'bytes=0-0,-1',
  'bytes=99999999999999999999-1',
  'bytes=-0',
  'bytes=\u00ff',
].map((range) => request('GET /media/clip.mp4', [`Range: ${range}`]));
const SEND = 'POST /api/v1.0/email/send';
const json = (head: string, body: string, headers: string[] = []) =>
  request(
    head,
    ['Content-Type: application/json', `Content-Length: ${Buffer.byteLength(body)}`, ...headers],
    body,
  );
const INBOX_ONLY = [
  json(SEND, '{"user_id": '),
  json(SEND, 'null'),
  json(SEND, '{"user_id":"a","service_id":"b","template_id":"c","template_params":5}'),
  json(SEND, '{"user_id":"a","service_id":"b","template_id":"c","template_params":{"email":{"toString":1}}}'),
  json(SEND, '{}', ['Origin: null']),
  json(SEND, '{}', ['Host: evil.example']),
  request(
    'POST /api/v1.0/email/send-form',
    ['Content-Type: multipart/form-data; boundary=x', 'Content-Length: 9'],
    'not a form',
  ),
  request('POST /api/v1.0/email/send-form', ['Content-Type: multipart/form-data', 'Content-Length: 2'], '--'),
  json('POST /__control', '{"fail":"x"}'),
  json('POST /__control', '{"delayMs":1e400}'),
  json('POST /__control', '{"times":-5,"fail":500}'),
  json('POST /__control', '[1,2]'),
  json('POST /__control', `{"fail":500,"email":"${'e'.repeat(70 * 1024)}"}`),
  json(SEND, '"x"'.repeat(30_000)),
  request('GET /__enquiries?x=%', ['Origin: http://evil.example']),
];

const SEND_BODY = JSON.stringify({
  lib_version: '4.4.1',
  user_id: 'pk',
  service_id: 'svc',
  template_id: 'tpl',
  template_params: { firstName: 'Anjali' },
});

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'malformed-test-'));
  const root = join(dir, 'out');
  await mkdir(join(root, 'media'), { recursive: true });
  await writeFile(join(root, 'index.html'), '<h1>home</h1>');
  await writeFile(join(root, '404.html'), '<h1>missing</h1>');
  await writeFile(join(root, 'media', 'clip.mp4'), Buffer.alloc(1000, 1));
  [site, inbox] = await Promise.all([
    start('serve.mjs', ['--root', root]),
    start('inbox.mjs', ['--file', join(dir, 'enquiries.jsonl')]),
  ]);
});
afterAll(async () => {
  site?.child.kill();
  inbox?.child.kill();
  await rm(dir, { recursive: true, force: true });
});

describe('malformed requests', () => {
  it('leave the static server answering normally, with no stack trace', async () => {
    await Promise.all([...BOTH, ...SITE_ONLY].map((bytes) => raw(site.port, bytes)));
    const home = await fetch(`http://127.0.0.1:${site.port}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('home');
    const video = await fetch(`http://127.0.0.1:${site.port}/media/clip.mp4`, {
      headers: { Range: 'bytes=-10' },
    });
    expect(video.status).toBe(206);
    expect(site.child.exitCode).toBeNull();
    expect(site.output()).not.toMatch(/^\s+at /m);
  });

  it('leave the inbox answering normally, with no stack trace', async () => {
    await Promise.all([...BOTH, ...INBOX_ONLY].map((bytes) => raw(inbox.port, bytes)));
    // A control that was refused must not make the next send fail.
    const sent = await fetch(`http://127.0.0.1:${inbox.port}/api/v1.0/email/send`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: SEND_BODY,
    });
    expect(sent.status).toBe(200);
    const list = await fetch(`http://127.0.0.1:${inbox.port}/__enquiries`);
    const names = (await list.json()).map(
      (entry: { template_params: { firstName?: string } }) => entry.template_params.firstName,
    );
    expect(names).toContain('Anjali');
    expect(inbox.child.exitCode).toBeNull();
    expect(inbox.output()).not.toMatch(/^\s+at /m);
  });
});
