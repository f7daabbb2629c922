// The local inbox's server: a stand-in for the part of the EmailJS HTTP API the site's client uses, so
// `npm start` and the e2e tests send real requests without an EmailJS account. Enquiries are appended to a
// JSON-lines file (store.mjs) and listed at GET / (page.mjs).
import { createServer } from 'node:http';
import { listenOrExit } from '../listen.mjs';
import { renderPage } from './page.mjs';
import { checkRequired, fromForm, fromJson, HttpError, parseControl, readBody } from './requests.mjs';
import { asText, createAppender, readEnquiries } from './store.mjs';

export const DEFAULT_PORT = 3001;
export const DEFAULT_FILE = '.inbox/enquiries.jsonl';
export const DEFAULT_SITE_ORIGIN = 'http://localhost:3000';
const EMAIL_PATHS = new Set(['/api/v1.0/email/send', '/api/v1.0/email/send-form']);
// Only loopback names: a page on another domain that rebinds its name to 127.0.0.1 is refused.
const LOCAL_HOST = /^(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/i;

/** The site's origin, in both its localhost and 127.0.0.1 forms when it is local. */
function allowedOrigins(siteOrigin) {
  const { origin, hostname, port } = new URL(siteOrigin);
  if (hostname !== 'localhost' && hostname !== '127.0.0.1') return new Set([origin]);
  const suffix = port ? `:${port}` : '';
  return new Set([`http://localhost${suffix}`, `http://127.0.0.1${suffix}`]);
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

  const append = createAppender(file);

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
