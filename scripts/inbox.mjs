// The local inbox: a stand-in for the part of the EmailJS HTTP API the site's client uses, so `npm start`
// and the e2e tests send real requests without an EmailJS account. Enquiries are appended to a JSON-lines
// file and listed at GET /. `node scripts/inbox.mjs [--port 3001] [--host localhost] [--file path]`.
import { appendFile, mkdir, readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { dirname } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

export const DEFAULT_PORT = 3001;
export const DEFAULT_FILE = '.inbox/enquiries.jsonl';
const MAX_BODY = 1024 * 1024;

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

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
  'Access-Control-Allow-Headers': 'content-type',
  'Access-Control-Max-Age': '600',
};

export function escapeHtml(value) {
  return String(value).replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

class HttpError extends Error {
  constructor(status, text) {
    super(text);
    this.status = status;
  }
}

async function readBody(req) {
  const chunks = [];
  let size = 0;
  for await (const chunk of req) {
    size += chunk.length;
    if (size > MAX_BODY) throw new HttpError(413, 'The request is too large');
    chunks.push(chunk);
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

export async function readEnquiries(file) {
  let text = '';
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if (error.code !== 'ENOENT') throw error;
  }
  return text
    .split('\n')
    .filter(Boolean)
    .flatMap((line) => {
      try {
        return [JSON.parse(line)];
      } catch {
        return [];
      }
    });
}

function renderPage(enquiries, file) {
  const cards = enquiries
    .slice()
    .reverse()
    .map((entry) => {
      const rows = Object.entries(entry.template_params ?? {})
        .map(
          ([key, value]) =>
            `<tr><th>${escapeHtml(key)}</th><td>${escapeHtml(typeof value === 'string' ? value : JSON.stringify(value))}</td></tr>`,
        )
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
th{width:35%;color:#0f3d3e}
</style></head>
<body><main><h1>Local inbox</h1>
<p class="intro">${enquiries.length} enquir${enquiries.length === 1 ? 'y' : 'ies'}, newest first, from <code>${escapeHtml(file)}</code>. Reload to see new ones. Nothing here is e-mailed: set the EmailJS ids to send for real.</p>
${cards || '<p>No enquiries yet. Send one from the form on the home page.</p>'}
</main></body></html>`;
}

/**
 * @param {{ file?: string, log?: (line: string) => void }} [options]
 * Test hook: POST /__control with {"fail": 500} | {"delayMs": 30000} | {"drop": true}, optionally
 * {"email": "…"} to apply it only to that enquiry, and {"times": n} (default 1). {"reset": true} clears them.
 */
export function createInbox({ file = DEFAULT_FILE, log = () => {} } = {}) {
  let rules = [];
  const timers = new Set();
  const wait = (ms) =>
    new Promise((resolve) => {
      const timer = setTimeout(() => timers.delete(timer) && resolve(), ms);
      timers.add(timer);
    });

  function takeRule(data) {
    const email = String(data.template_params?.email ?? '').toLowerCase();
    const rule = rules.find((entry) => !entry.email || entry.email.toLowerCase() === email);
    if (rule && --rule.times <= 0) rules = rules.filter((entry) => entry !== rule);
    return rule;
  }

  async function accept(req, res, via, data) {
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
    await mkdir(dirname(file), { recursive: true });
    await appendFile(file, `${JSON.stringify(entry)}\n`);
    log(
      `Enquiry from ${entry.template_params.firstName ?? '?'} (${entry.template_params.phone ?? 'no phone'}) stored in ${file}`,
    );
    send(res, 200, 'OK');
  }

  function send(res, status, text, type = 'text/plain; charset=utf-8') {
    if (res.headersSent || res.destroyed) return;
    res.writeHead(status, { ...CORS, 'Content-Type': type, 'Cache-Control': 'no-store' });
    res.end(text);
  }

  const server = createServer(async (req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://inbox.local');
    try {
      if (req.method === 'OPTIONS') {
        res.writeHead(204, CORS);
        return res.end();
      }
      if (req.method === 'GET' && pathname === '/')
        return send(res, 200, renderPage(await readEnquiries(file), file), 'text/html; charset=utf-8');
      if (req.method === 'GET' && pathname === '/__enquiries')
        return send(res, 200, JSON.stringify(await readEnquiries(file)), 'application/json');
      if (req.method !== 'POST') throw new HttpError(req.method === 'GET' ? 404 : 405, 'Not found');
      const body = await readBody(req);
      if (pathname === '/api/v1.0/email/send') return await accept(req, res, 'send', fromJson(body));
      if (pathname === '/api/v1.0/email/send-form')
        return await accept(req, res, 'send-form', await fromForm(req, body));
      if (pathname === '/__control') {
        const control = fromJson(body);
        if (control.reset) rules = [];
        else rules.push({ ...control, times: Number(control.times ?? 1) });
        return send(res, 204, '');
      }
      throw new HttpError(404, 'Not found');
    } catch (error) {
      if (error instanceof HttpError) return send(res, error.status, error.message);
      log(`Inbox error: ${error?.stack ?? error}`);
      send(res, 500, 'The local inbox failed to store the enquiry');
    }
  });
  server.on('close', () => {
    for (const timer of timers) clearTimeout(timer);
  });
  return server;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: process.env.INBOX_PORT ?? String(DEFAULT_PORT) },
      host: { type: 'string', default: 'localhost' },
      file: { type: 'string', default: process.env.INBOX_FILE ?? DEFAULT_FILE },
    },
  });
  createInbox({ file: values.file, log: (line) => console.log(line) }).listen(
    Number(values.port),
    values.host,
    () => {
      console.log(`Local inbox listening at http://${values.host}:${values.port}/ (writing ${values.file})`);
    },
  );
}
