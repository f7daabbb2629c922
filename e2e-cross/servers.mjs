// The exported site and the local inbox for the smoke suite. The site is served through a thin layer that
// puts one script first in every page's <head>: classic WebDriver (WebKit) has no console access and no
// init scripts, so the page records its own problems, and it tells the form it is not a headless browser.
import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInbox } from '../scripts/inbox/server.mjs';
import { createStaticServer } from '../scripts/static-server.mjs';
import { TEST_PORTS } from '../scripts/test-ports.mjs';

// The test run's ports (scripts/test-ports.mjs), or CROSS_SITE_PORT and CROSS_INBOX_PORT: the build must
// send to the same inbox port.
export const SITE_PORT = Number(process.env.CROSS_SITE_PORT || TEST_PORTS.site);
export const INBOX_PORT = Number(process.env.CROSS_INBOX_PORT || TEST_PORTS.inbox);
const HOST = '127.0.0.1';

function pageScript(problemsKey) {
  const record = (kind, text) => {
    try {
      const list = JSON.parse(sessionStorage.getItem(problemsKey) ?? '[]');
      list.push(`${kind}: ${text} (${location.pathname})`);
      sessionStorage.setItem(problemsKey, JSON.stringify(list));
    } catch {}
  };
  for (const level of ['error', 'warn']) {
    const original = console[level];
    console[level] = function (...args) {
      record(
        `console ${level}`,
        args.map((arg) => (arg instanceof Error ? arg.stack : String(arg))).join(' '),
      );
      return original.apply(this, args);
    };
  }
  addEventListener('error', (event) =>
    record('page error', `${event.message} at ${event.filename}:${event.lineno}`),
  );
  addEventListener('unhandledrejection', (event) => record('unhandled rejection', String(event.reason)));
  addEventListener('securitypolicyviolation', (event) =>
    record('CSP violation', `${event.effectiveDirective} ${event.blockedURI}`),
  );
  // Every automated browser says navigator.webdriver is true, and the form's EmailJS client then
  // refuses to send; a visitor's browser says false.
  Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false, configurable: true });
}

const listen = (server, port) =>
  new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, HOST, () => resolve(server.address().port));
  });
const stop = (server) =>
  new Promise((resolve) => {
    server.closeAllConnections?.();
    server.close(() => resolve());
  });

/** A busy port names itself and the variable that moves it, instead of a bare EADDRINUSE. */
const portError = (error, port, variable) =>
  error?.code === 'EADDRINUSE'
    ? new Error(
        `port ${port} on ${HOST} is in use: stop what listens there, or set ${variable} to another port`,
      )
    : error;

/** Serves out/ on `port`, every HTML page with the script first in <head> and allowed by its CSP. */
async function startSite(port, problemsKey) {
  const files = createStaticServer({ root: 'out' });
  const filesPort = await listen(files, 0);
  const script = `(${pageScript})(${JSON.stringify(problemsKey)});`;
  const hash = `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

  const site = createServer((req, res) => {
    const headers = { ...req.headers, 'accept-encoding': 'identity' };
    const upstream = request(
      { host: HOST, port: filesPort, path: req.url, method: req.method, headers },
      (up) => {
        const type = String(up.headers['content-type'] ?? '');
        if (!type.startsWith('text/html')) {
          res.writeHead(up.statusCode ?? 502, up.headers);
          return up.pipe(res);
        }
        const chunks = [];
        up.on('data', (chunk) => chunks.push(chunk));
        up.on('end', () => {
          const html = Buffer.concat(chunks)
            .toString('utf8')
            .replace(/<head([^>]*)>/i, `<head$1><script>${script}</script>`);
          const out = { ...up.headers };
          delete out['content-length'];
          const csp = out['content-security-policy'];
          if (csp) out['content-security-policy'] = String(csp).replace('script-src', `script-src ${hash}`);
          res.writeHead(up.statusCode ?? 502, out);
          res.end(html);
        });
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  try {
    await listen(site, port);
  } catch (error) {
    // A server left listening would keep the suite's process alive after its tests were cancelled.
    await stop(files);
    throw portError(error, port, 'CROSS_SITE_PORT');
  }
  return async () => {
    await stop(site);
    await stop(files);
  };
}

/** Starts the site and the inbox; returns their addresses, inbox helpers and close(). */
export async function startServers({ problemsKey }) {
  const folder = await mkdtemp(join(tmpdir(), 'cross-inbox-'));
  const inbox = createInbox({
    file: join(folder, 'enquiries.jsonl'),
    siteOrigin: `http://${HOST}:${SITE_PORT}`,
  });
  const inboxUrl = `http://${HOST}:${INBOX_PORT}`;
  try {
    await listen(inbox, INBOX_PORT);
  } catch (error) {
    throw portError(error, INBOX_PORT, 'CROSS_INBOX_PORT');
  }
  let stopSite;
  try {
    stopSite = await startSite(SITE_PORT, problemsKey);
  } catch (error) {
    await stop(inbox);
    throw error;
  }
  return {
    siteUrl: `http://${HOST}:${SITE_PORT}/`,
    inbox: {
      async enquiries() {
        return (await fetch(`${inboxUrl}/__enquiries`)).json();
      },
      /** Stops the inbox: sends then fail as on a phone without signal (the connection is refused). */
      async stop() {
        await stop(inbox);
      },
      /** Starts the stopped inbox again, on the same port and file. */
      async start() {
        await listen(inbox, INBOX_PORT);
      },
      /** Tells the inbox to fail, delay or drop the next send, e.g. { fail: 500, email }. */
      async control(control) {
        const response = await fetch(`${inboxUrl}/__control`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(control),
        });
        if (!response.ok) throw new Error(`inbox control answered ${response.status}`);
      },
    },
    async close() {
      await stopSite();
      await stop(inbox);
      await rm(folder, { recursive: true, force: true });
    },
  };
}
