// The local inbox: a stand-in for the part of the EmailJS HTTP API the site's client uses, so `npm start`
// and the e2e tests send real requests without an EmailJS account. Enquiries are appended to a JSON-lines
// file and listed at GET /.
// `node scripts/inbox.mjs [--port 3001] [--host localhost] [--file path] [--site-origin http://localhost:3000]`
import { appendFile, mkdir, readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { dirname } from 'node:path';
import { pathToFileURL } from 'node:url';
import { optionsOrExit } from './cli-options.mjs';
import { listenOrExit, portOf } from './listen.mjs';

export const DEFAULT_PORT = 3001;
export const DEFAULT_FILE = '.inbox/enquiries.jsonl';
export const DEFAULT_SITE_ORIGIN = 'http://localhost:3000';
// A real enquiry is under 2 KB.
const MAX_BODY = 64 * 1024;
const PAGE_SIZE = 200;
const EMAIL_PATHS = new Set(['/api/v1.0/email/send', '/api/v1.0/email/send-form']);
// Only loopback names: a page on another domain that rebinds its name to 127.0.0.1 is refused.
const LOCAL_HOST = /^(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/i;

/* The texts the real service answers a request without these fields with. */
const REQUIRED = [
  ['user_id', 'The user ID is required. To find this ID, visit https://dashboard.emailjs.com/admin/account'],
  ['service_id', 'The service ID is required. To find this ID, visit https://dashboard.emailjs.com/admin'],
  [
    'template_id',
    'The template ID is required. To find this ID, visit https://dashboard.emailjs.com/admin/templates',
  ],
  ['template_params', 'The template params are required. Visit https://www.emailjs.com/docs/rest-api/send/'],
];

/** The site's origin, in both its localhost and 127.0.0.1 forms when it is local. */
function allowedOrigins(siteOrigin) {
  const { origin, hostname, port } = new URL(siteOrigin);
  if (hostname !== 'localhost' && hostname !== '127.0.0.1') return new Set([origin]);
  const suffix = port ? `:${port}` : '';
  return new Set([`http://localhost${suffix}`, `http://127.0.0.1${suffix}`]);
}

/* What /__control accepts: each field's check and how to describe a bad value. */
const CONTROL_FIELDS = {
  fail: [(v) => Number.isInteger(v) && v >= 400 && v <= 599, 'an HTTP error status, 400 to 599'],
  delayMs: [
    (v) => Number.isInteger(v) && v >= 0 && v <= 600_000,
    'a whole number of milliseconds up to 600000',
  ],
  drop: [(v) => typeof v === 'boolean', 'true or false'],
  email: [(v) => typeof v === 'string', 'a string'],
  times: [(v) => Number.isInteger(v) && v >= 1, 'a whole number of sends, at least 1'],
  reset: [(v) => typeof v === 'boolean', 'true or false'],
};

function parseControl(control) {
  for (const [key, value] of Object.entries(control)) {
    const field = CONTROL_FIELDS[key];
    if (!field)
      throw new HttpError(400, `Unknown control "${key}": use ${Object.keys(CONTROL_FIELDS).join(', ')}`);
    if (!field[0](value)) throw new HttpError(400, `The control "${key}" must be ${field[1]}`);
  }
  if (!control.reset && control.fail === undefined && control.delayMs === undefined && !control.drop)
    throw new HttpError(400, 'A control needs "fail", "delayMs", "drop" or "reset"');
  return control;
}

/** A stored value as text: strings as they are, anything else (numbers, objects, null) as JSON. */
const asText = (value) => (typeof value === 'string' ? value : String(JSON.stringify(value)));

export function escapeHtml(value) {
  return asText(value).replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

class HttpError extends Error {
  constructor(status, text) {
    super(text);
    this.status = status;
  }
}

async function readBody(req) {
  if (Number(req.headers['content-length']) > MAX_BODY) throw new HttpError(413, 'The request is too large');
  const chunks = [];
  let size = 0;
  try {
    for await (const chunk of req) {
      size += chunk.length;
      if (size > MAX_BODY) throw new HttpError(413, 'The request is too large');
      chunks.push(chunk);
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    // The client hung up mid-body: there is no one left to answer.
    throw new HttpError(400, 'The request body was cut short');
  }
  return Buffer.concat(chunks);
}

/** JSON body of /send: the SDK's { lib_version, user_id, service_id, template_id, template_params }. */
function fromJson(body) {
  try {
    const data = JSON.parse(body.toString('utf8'));
    if (data && typeof data === 'object' && !Array.isArray(data)) return data;
  } catch {}
  throw new HttpError(400, 'The request body must be a JSON object');
}

/** Multipart body of /send-form: the SDK's four fields, every other field is a template parameter. */
async function fromForm(req, body) {
  let form;
  try {
    form = await new Request('http://inbox.local/', {
      method: 'POST',
      headers: { 'content-type': req.headers['content-type'] ?? '' },
      body,
    }).formData();
  } catch {
    throw new HttpError(400, 'The request body must be multipart form data');
  }
  const data = { template_params: {} };
  for (const [key, value] of form) {
    const text = typeof value === 'string' ? value : `[file ${value.name}, ${value.size} bytes]`;
    if (['lib_version', 'user_id', 'service_id', 'template_id'].includes(key)) data[key] = text;
    else data.template_params[key] = text;
  }
  return data;
}

function checkRequired(data) {
  for (const [field, text] of REQUIRED) {
    const value = data[field];
    const ok =
      field === 'template_params'
        ? value && typeof value === 'object' && !Array.isArray(value)
        : typeof value === 'string' && value;
    if (!ok) throw new HttpError(400, text);
  }
}

/** The stored enquiries, oldest first, and how many lines of the file could not be read. */
export async function readEnquiries(file) {
  let text = '';
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if (error.code !== 'ENOENT') throw error;
  }
  const enquiries = [];
  let unreadable = 0;
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    try {
      const entry = JSON.parse(line);
      if (entry && typeof entry === 'object' && !Array.isArray(entry)) enquiries.push(entry);
      else unreadable += 1;
    } catch {
      unreadable += 1;
    }
  }
  return { enquiries, unreadable };
}

const plural = (count, one, many) => `${count} ${count === 1 ? one : many}`;

function renderPage({ enquiries, unreadable }, file) {
  const older = Math.max(0, enquiries.length - PAGE_SIZE);
  const notes = [
    older && `${plural(older, 'older enquiry is', 'older enquiries are')} not shown (all are in the file).`,
    unreadable &&
      `${plural(unreadable, 'line', 'lines')} of the file could not be read and ${unreadable === 1 ? 'is' : 'are'} not shown.`,
  ]
    .filter(Boolean)
    .map((note) => `<p class="note">${escapeHtml(note)}</p>`)
    .join('\n');
  const cards = enquiries
    .slice(older)
    .reverse()
    .map((entry) => {
      const rows = Object.entries(entry.template_params ?? {})
        .map(([key, value]) => `<tr><th>${escapeHtml(key)}</th><td>${escapeHtml(value)}</td></tr>`)
        .join('');
      const meta = `${escapeHtml(entry.receivedAt)} · ${escapeHtml(entry.via)} · service ${escapeHtml(entry.service_id)} · template ${escapeHtml(entry.template_id)}`;
      return `<article><p class="meta">${meta}</p><table>${rows}</table></article>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Local inbox (${enquiries.length})</title>
<style>
body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f3f7f4;color:#112220}
main{max-width:48rem;margin:0 auto;padding:2rem 1rem}
h1{color:#0f3d3e;margin:0}.intro{color:#3d4f4b}
article{background:#fff;border-radius:1rem;padding:1rem 1.25rem;margin:1rem 0;box-shadow:0 1px 3px #0002}
.meta{color:#3d4f4b;font-size:.875rem;margin:0 0 .5rem}
table{border-collapse:collapse;width:100%}th,td{text-align:left;vertical-align:top;padding:.25rem .5rem;border-top:1px solid #e3ece6;overflow-wrap:anywhere}
th{width:35%;color:#0f3d3e}.note{font-weight:600}
</style></head>
<body><main><h1>Local inbox</h1>
<p class="intro">${plural(enquiries.length, 'enquiry', 'enquiries')}, newest first, from <code>${escapeHtml(file)}</code>. Reload to see new ones. Nothing here is e-mailed: set the EmailJS ids to send for real.</p>
${notes}
${cards || '<p>No enquiries yet. Send one from the form on the home page.</p>'}
</main></body></html>`;
}

/**
 * The local inbox that `npm start` and `npm run dev` run beside the site on `sitePort`; a taken port ends
 * the process with one line naming INBOX_PORT (`command` is how the user started it).
 */
export function listenLocalInbox({ file, port, sitePort, command }) {
  const inbox = createInbox({
    file,
    siteOrigin: `http://localhost:${sitePort}`,
    log: (line) => console.log(`  inbox: ${line}`),
  });
  return listenOrExit(inbox, {
    port,
    host: 'localhost',
    hint: `set INBOX_PORT to another port (INBOX_PORT=${Number(port) + 5 || 3006} ${command})`,
  });
}

/**
 * @param {{ file?: string, log?: (line: string) => void, siteOrigin?: string }} [options]
 * `siteOrigin` is the only origin whose pages may send enquiries (CORS).
 * Test hook: POST /__control with {"fail": 500} | {"delayMs": 30000} | {"drop": true}, optionally
 * {"email": "…"} to apply it only to that enquiry, and {"times": n} (default 1). {"reset": true} clears them.
 */
export function createInbox({ file = DEFAULT_FILE, log = () => {}, siteOrigin = DEFAULT_SITE_ORIGIN } = {}) {
  const origins = allowedOrigins(siteOrigin);
  let rules = [];
  const timers = new Set();
  const wait = (ms) =>
    new Promise((resolve) => {
      const timer = setTimeout(() => timers.delete(timer) && resolve(), ms);
      timers.add(timer);
    });

  // One append at a time: concurrent appends of long lines can interleave in the file.
  let writes = Promise.resolve();
  function append(line) {
    const done = writes.then(async () => {
      await mkdir(dirname(file), { recursive: true });
      await appendFile(file, line);
    });
    writes = done.catch(() => {});
    return done;
  }

  function takeRule(data) {
    const email = asText(data.template_params.email ?? '').toLowerCase();
    const rule = rules.find((entry) => !entry.email || entry.email.toLowerCase() === email);
    if (rule && --rule.times <= 0) rules = rules.filter((entry) => entry !== rule);
    return rule;
  }

  async function accept(req, res, reply, via, data) {
    checkRequired(data);
    const rule = takeRule(data);
    let abandoned = false;
    res.once('close', () => (abandoned = !res.writableFinished));
    if (rule?.delayMs) await wait(rule.delayMs);
    if (rule?.drop) return req.socket.destroy();
    if (rule?.fail) throw new HttpError(rule.fail, 'The local inbox was told to fail this send (test hook)');
    if (abandoned) return;
    const entry = {
      receivedAt: new Date().toISOString(),
      via,
      lib_version: data.lib_version ?? null,
      user_id: data.user_id,
      service_id: data.service_id,
      template_id: data.template_id,
      template_params: data.template_params,
    };
    await append(`${JSON.stringify(entry)}\n`);
    log(
      `Enquiry from ${asText(entry.template_params.firstName ?? '?')} (${asText(entry.template_params.phone ?? 'no phone')}) stored in ${file}`,
    );
    reply(200, 'OK');
  }

  /** CORS headers for the site's own pages, and only on the e-mail endpoints. */
  function corsFor(req, path) {
    const origin = req.headers.origin;
    if (!EMAIL_PATHS.has(path) || !origins.has(origin)) return null;
    return {
      'Access-Control-Allow-Origin': origin,
      'Access-Control-Allow-Methods': 'POST, OPTIONS',
      'Access-Control-Allow-Headers': 'content-type',
      'Access-Control-Max-Age': '600',
      Vary: 'Origin',
    };
  }

  async function handle(req, res, reply, path, cors) {
    if (!LOCAL_HOST.test(req.headers.host ?? ''))
      throw new HttpError(421, 'The local inbox answers only at localhost, 127.0.0.1 or [::1]');
    // A browser names the page that sends a request: only the site's pages may send, and only enquiries.
    if (req.headers.origin !== undefined && req.method !== 'GET' && !cors)
      throw new HttpError(403, `Requests from ${req.headers.origin} are not accepted here`);
    if (req.method === 'OPTIONS') return reply(204, '');
    if (req.method === 'GET' && path === '/')
      return reply(200, renderPage(await readEnquiries(file), file), 'text/html; charset=utf-8');
    if (req.method === 'GET' && path === '/__enquiries') {
      const { enquiries, unreadable } = await readEnquiries(file);
      return reply(200, JSON.stringify(enquiries), 'application/json', {
        'X-Unreadable-Lines': String(unreadable),
      });
    }
    if (req.method !== 'POST') throw new HttpError(req.method === 'GET' ? 404 : 405, 'Not found');
    const body = await readBody(req);
    if (path === '/api/v1.0/email/send') return await accept(req, res, reply, 'send', fromJson(body));
    if (path === '/api/v1.0/email/send-form')
      return await accept(req, res, reply, 'send-form', await fromForm(req, body));
    if (path === '/__control') {
      const control = parseControl(fromJson(body));
      if (control.reset) rules = [];
      else rules.push({ ...control, times: control.times ?? 1 });
      return reply(204, '');
    }
    throw new HttpError(404, 'Not found');
  }

  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    const cors = corsFor(req, path);
    const reply = (status, text, type = 'text/plain; charset=utf-8', headers = {}) => {
      if (res.headersSent || res.destroyed) return;
      res.writeHead(status, { ...cors, 'Content-Type': type, 'Cache-Control': 'no-store', ...headers });
      res.end(text);
    };
    handle(req, res, reply, path, cors).catch((error) => {
      // After a 413 the connection closes rather than wait for the rest of an oversized body.
      if (error instanceof HttpError)
        return reply(
          error.status,
          error.message,
          undefined,
          error.status === 413 ? { Connection: 'close' } : {},
        );
      log(`Inbox error: ${error?.stack ?? error}`);
      reply(500, 'The local inbox failed to store the enquiry');
    });
  });
  server.on('close', () => {
    for (const timer of timers) clearTimeout(timer);
  });
  return server;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const values = optionsOrExit(
    'npm run inbox -- [--port 3001] [--host localhost] [--file <inbox.jsonl>] [--site-origin <url>]',
    {
      port: { type: 'string', default: process.env.INBOX_PORT ?? String(DEFAULT_PORT) },
      host: { type: 'string', default: 'localhost' },
      file: { type: 'string', default: process.env.INBOX_FILE ?? DEFAULT_FILE },
      'site-origin': { type: 'string', default: DEFAULT_SITE_ORIGIN },
    },
  );
  const inbox = createInbox({ file: values.file, siteOrigin: values['site-origin'], log: console.log });
  await listenOrExit(inbox, {
    port: values.port,
    host: values.host,
    hint: 'set INBOX_PORT or --port to another port (npm run inbox -- --port 3006)',
  });
  console.log(
    `Local inbox listening at http://${values.host}:${portOf(inbox)}/ for ${values['site-origin']} (writing ${values.file})`,
  );
}
