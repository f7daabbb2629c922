// The throttling proxy of the tapped visit (tapped-visit.mjs): it stands between a Chromium that no
// debugger drives and the export, served by the project's own static server as a host serves it (brotli,
// the headers of out/_headers). Every response, speculative ones included, waits a round trip and shares
// the phone's downlink (throttle.mjs); the proxy counts the bytes it sends. Into each page it adds one
// script of the bench's own (tap-script.js, not part of the site), which reports back here with
// navigator.sendBeacon. With `rules: false` (the visit's "off" arm) it drops the pages' speculation rules,
// and nothing else, from the HTML it passes on.
import { request } from 'node:http';
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { createDownlink, PHONE_NETWORK } from './throttle.mjs';

const TAP_SCRIPT = readFileSync(new URL('./tap-script.js', import.meta.url), 'utf8');
const RULES = /<script type="speculationrules">[\s\S]*?<\/script>/g;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A response's status line and headers as they go over the wire, for the byte count. */
const headerBytes = (status, headers) =>
  Buffer.byteLength(
    `HTTP/1.1 ${status}\r\n${Object.entries(headers)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('')}\r\n`,
  );

function upstreamGet(port, req) {
  return new Promise((resolve, reject) => {
    const upstream = request(
      { host: '127.0.0.1', port, path: req.url, method: req.method, headers: { ...req.headers } },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }),
        );
        res.on('error', reject);
      },
    );
    upstream.on('error', reject);
    upstream.end();
  });
}

/** The page as the bench serves it: the bench's script added before </head>, the rules dropped in "off". */
function benchPage(body, encoding, rules) {
  const decoded =
    encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body;
  let html = decoded.toString('utf8');
  if (!rules) html = html.replace(RULES, '');
  html = html.replace('</head>', '<script src="/__bench/tap.js" async></script></head>');
  const raw = Buffer.from(html);
  if (encoding !== 'br') return raw;
  return brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
}

/**
 * @param {{ upstreamPort: number, plan: object[], onReport: (report: object) => void }} options
 * `plan` is the visit the bench script follows; `onReport` receives each page's beacon.
 */
export function createThrottleProxy({ upstreamPort, plan, onReport, network = PHONE_NETWORK }) {
  const downlink = createDownlink(network);
  const pages = new Map();
  const state = { rules: true, bytes: 0, requests: 0 };
  const script = `const PLAN = ${JSON.stringify(plan)};\n${TAP_SCRIPT}`;

  async function handle(req, res) {
    if (req.url === '/__bench/tap.js') {
      res.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-store' }).end(script);
      return;
    }
    if (req.url === '/__bench/report' && req.method === 'POST') {
      const chunks = [];
      for await (const chunk of req) chunks.push(chunk);
      res.writeHead(204).end();
      onReport({ ...JSON.parse(Buffer.concat(chunks).toString('utf8')), receivedAt: Date.now() });
      return;
    }
    const arrived = performance.now();
    const upstream = await upstreamGet(upstreamPort, req);
    const headers = { ...upstream.headers };
    delete headers['transfer-encoding'];
    delete headers.connection;
    delete headers['keep-alive'];
    let { body } = upstream;
    if (String(headers['content-type']).startsWith('text/html') && upstream.status === 200 && body.length) {
      const key = `${state.rules}:${headers['content-encoding']}:${req.url}:${headers.etag ?? body.length}`;
      if (!pages.has(key)) pages.set(key, benchPage(body, headers['content-encoding'], state.rules));
      body = pages.get(key);
      headers['content-length'] = String(body.length);
    }
    // One round trip before the first byte, whatever the server took.
    await sleep(Math.max(0, network.latencyMs - (performance.now() - arrived)));
    const head = headerBytes(upstream.status, headers);
    state.bytes += head;
    state.requests += 1;
    res.writeHead(upstream.status, headers);
    if (req.method !== 'HEAD') {
      await downlink.send(
        (chunk) => {
          state.bytes += chunk.length;
          res.write(chunk);
        },
        body,
        () => res.destroyed || res.socket?.destroyed !== false,
      );
    }
    res.end();
    if (process.env.BENCH_DEBUG)
      console.log(
        `proxy: ${state.rules ? 'on ' : 'off'} ${Math.round(performance.now())} ${req.headers['sec-purpose'] ?? '-'} ${upstream.status} ${body.length} ${req.url}`,
      );
  }

  const server = createServer((req, res) => {
    handle(req, res).catch(() => {
      if (res.headersSent) res.destroy();
      else res.writeHead(502).end();
    });
  });
  return {
    server,
    /** Starts a visit's count, with the rules on or off. */
    reset(rules) {
      state.rules = rules;
      state.bytes = 0;
      state.requests = 0;
    },
    counted: () => ({ bytes: state.bytes, requests: state.requests }),
  };
}
