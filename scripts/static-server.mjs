// A small static server for the exported site: compression, trailing-slash routes, byte ranges for
// video, 404.html with status 404, and the headers of out/_headers read as Cloudflare Pages reads them.
// Used by `npm start`, the e2e tests and the benchmark.
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, posix, resolve } from 'node:path';
import { pipeline } from 'node:stream';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { headersForPath, parseHeadersFile } from './host-headers.mjs';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.pdf': 'application/pdf',
};
const COMPRESSIBLE = new Set(['.html', '.txt', '.js', '.css', '.json', '.webmanifest', '.xml', '.svg']);

async function isFile(path) {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/**
 * The decoded, normalised URL path ("/trekking/", "/media/a.webp"), or null when it cannot be decoded.
 * Backslashes count as slashes, as browsers treat them, and ".." never climbs above the root.
 */
function cleanPath(rawPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  return posix.normalize(`/${decoded.replaceAll('\\', '/')}`);
}

/** Finds the file for a clean URL path, or a redirect to the slash form of a directory route. */
async function resolvePath(root, path) {
  const full = join(root, path);
  if (path === '/_headers') return {};
  // A page's file name is not an address of its own: /trekking/index.html answers as /trekking/.
  if (path.endsWith('/index.html') && (await isFile(full)))
    return { redirect: path.slice(0, -'index.html'.length).split('/').map(encodeURIComponent).join('/') };
  if (path.endsWith('/')) {
    const index = join(full, 'index.html');
    return (await isFile(index)) ? { file: index } : {};
  }
  if (await isFile(full)) return { file: full };
  // Built from the clean path, encoded, so the Location can never read as `//host`.
  if (await isFile(join(full, 'index.html')))
    return { redirect: `${path.split('/').map(encodeURIComponent).join('/')}/` };
  return {};
}

/**
 * The byte range a `Range` header asks of a file of `size` bytes: `{ start, end }`, `'unsatisfiable'`, or
 * null to send the whole file (no header, a malformed one, or several ranges).
 */
function parseRange(header, size) {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header ?? '');
  if (!match || (!match[1] && !match[2])) return null;
  if (!match[1]) {
    const suffix = Number(match[2]);
    return suffix > 0 && size > 0 ? { start: Math.max(0, size - suffix), end: size - 1 } : 'unsatisfiable';
  }
  const start = Number(match[1]);
  const last = match[2] ? Number(match[2]) : Infinity;
  if (last < start) return null;
  return start < size ? { start, end: Math.min(last, size - 1) } : 'unsatisfiable';
}

function pickEncoding(accept = '') {
  if (/\bbr\b/.test(accept)) return 'br';
  if (/\bgzip\b/.test(accept)) return 'gzip';
  return null;
}

/** The `_headers` file in `root`, read again whenever a rebuild changes it. */
function headersFrom(root) {
  const file = join(root, '_headers');
  let seen = { mtimeMs: NaN, rules: [] };
  return (pathname) => {
    const mtimeMs = existsSync(file) ? statSync(file).mtimeMs : 0;
    if (mtimeMs !== seen.mtimeMs)
      seen = { mtimeMs, rules: mtimeMs ? parseHeadersFile(readFileSync(file, 'utf8')) : [] };
    return headersForPath(seen.rules, pathname);
  };
}

const compress = (raw, encoding) =>
  new Promise((resolve, reject) => {
    const done = (error, out) => (error ? reject(error) : resolve(out));
    if (encoding === 'br') brotliCompress(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }, done);
    else gzip(raw, { level: 9 }, done);
  });

/**
 * @param {{ root: string, headers?: (pathname: string) => Record<string, string> }} options
 * `headers` gives the headers for a requested URL path; without it, the `_headers` file in `root`
 * (written by scripts/postbuild.mjs) applies.
 */
export function createStaticServer({ root, headers = headersFrom(resolve(root)) }) {
  const base = resolve(root);
  const compressed = new Map();

  /** Each version of a file is compressed once; concurrent first requests share that one promise. */
  async function body(file, encoding) {
    const { mtimeMs, size } = await stat(file);
    const key = `${encoding}:${file}:${mtimeMs}:${size}`;
    if (!compressed.has(key)) {
      const pending = readFile(file).then((raw) => compress(raw, encoding));
      pending.catch(() => compressed.delete(key));
      compressed.set(key, pending);
    }
    return compressed.get(key);
  }

  async function handle(req, res) {
    const url = req.url ?? '/';
    const query = url.indexOf('?');
    const path = url.startsWith('/') ? cleanPath(query === -1 ? url : url.slice(0, query)) : null;
    if (path === null) {
      res.writeHead(400, { 'content-type': TYPES['.txt'] }).end('Bad request');
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    let found = await resolvePath(base, path);
    if (found.redirect) {
      const location = found.redirect + (query === -1 ? '' : url.slice(query));
      res.writeHead(308, { ...headers(path), location }).end();
      return;
    }
    let status = 200;
    if (!found.file) {
      status = 404;
      found = { file: join(base, '404.html') };
      if (!(await isFile(found.file))) {
        res.writeHead(404, { 'content-type': TYPES['.txt'] }).end('Not found');
        return;
      }
    }
    const ext = extname(found.file);
    // As on the hosts, the rules match the address asked for, also when a miss is answered with 404.html.
    const common = {
      'content-type': TYPES[ext] ?? 'application/octet-stream',
      // Cloudflare Pages' default where no rule sets one: revalidate each file.
      'cache-control': 'public, max-age=0, must-revalidate',
      ...headers(path),
      // A miss is never kept, whatever the rules of its address say (Cloudflare Pages does the same).
      ...(status === 404 && { 'cache-control': 'no-store' }),
    };
    const encoding = COMPRESSIBLE.has(ext) ? pickEncoding(req.headers['accept-encoding']) : null;
    if (encoding) {
      const data = await body(found.file, encoding);
      res.writeHead(status, {
        ...common,
        'content-encoding': encoding,
        vary: 'accept-encoding',
        'content-length': data.length,
      });
      res.end(req.method === 'HEAD' ? undefined : data);
      return;
    }
    const { size } = await stat(found.file);
    const range = status === 200 ? parseRange(req.headers.range, size) : null;
    if (range === 'unsatisfiable') {
      res.writeHead(416, { 'content-range': `bytes */${size}` }).end();
      return;
    }
    const { start = 0, end = size - 1 } = range ?? {};
    res.writeHead(range ? 206 : status, {
      ...common,
      'accept-ranges': 'bytes',
      'content-length': end - start + 1,
      ...(range && { 'content-range': `bytes ${start}-${end}/${size}` }),
    });
    if (req.method === 'HEAD' || size === 0) res.end();
    else pipeline(createReadStream(found.file, { start, end }), res, () => {});
  }

  return createServer((req, res) => {
    handle(req, res).catch(() => {
      if (res.headersSent) res.destroy();
      else res.writeHead(500, { 'content-type': TYPES['.txt'] }).end('Server error');
    });
  });
}
