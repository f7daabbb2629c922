// A small static server for the exported site: compression, trailing-slash routes, byte ranges for
// video, and 404.html with status 404. Used by `npm start`, the e2e tests and the benchmark.
import { createReadStream, existsSync, readFileSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

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

/** Finds the file for a URL path, or a redirect to the slash form of a directory route. */
async function resolvePath(root, pathname) {
  const safe = normalize(decodeURIComponent(pathname)).replace(/^(\.\.(\/|\\|$))+/, '');
  const full = resolve(join(root, safe));
  if (full !== root && !full.startsWith(root + sep)) return { status: 404 };
  if (pathname.endsWith('/')) {
    const index = join(full, 'index.html');
    return (await isFile(index)) ? { file: index } : { status: 404 };
  }
  if (await isFile(full)) return { file: full };
  if (await isFile(join(full, 'index.html'))) return { redirect: `${pathname}/` };
  return { status: 404 };
}

function pickEncoding(accept = '') {
  if (/\bbr\b/.test(accept)) return 'br';
  if (/\bgzip\b/.test(accept)) return 'gzip';
  return null;
}

/**
 * Reads a Netlify / Cloudflare Pages `_headers` file: a path pattern (exact, or ending in `*`) on its
 * own line, then indented `Name: value` lines. Returns the headers for a URL path, all matching blocks merged.
 */
export function parseHeadersFile(text) {
  const rules = [];
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: {} });
      continue;
    }
    const colon = line.indexOf(':');
    if (colon > 0 && rules.length)
      rules.at(-1).headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return (pathname) => {
    const matched = {};
    for (const rule of rules) {
      const hit = rule.pattern.endsWith('*')
        ? pathname.startsWith(rule.pattern.slice(0, -1))
        : pathname === rule.pattern;
      if (hit) Object.assign(matched, rule.headers);
    }
    return matched;
  };
}

function headersFrom(root) {
  const file = join(root, '_headers');
  return existsSync(file) ? parseHeadersFile(readFileSync(file, 'utf8')) : () => ({});
}

/**
 * @param {{ root: string, headers?: (pathname: string) => Record<string, string> }} options
 * Without `headers`, the `_headers` file in `root` (written by scripts/postbuild.mjs) applies.
 */
export function createStaticServer({ root, headers = headersFrom(resolve(root)) }) {
  const base = resolve(root);
  const compressed = new Map();

  async function body(file, encoding) {
    const { mtimeMs, size } = await stat(file);
    const key = `${encoding}:${file}:${mtimeMs}:${size}`;
    if (!compressed.has(key)) {
      const raw = await readFile(file);
      const out =
        encoding === 'br'
          ? brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
          : gzipSync(raw, { level: 9 });
      compressed.set(key, out);
    }
    return compressed.get(key);
  }

  return createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://localhost');
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { allow: 'GET, HEAD' }).end();
        return;
      }
      let found = await resolvePath(base, url.pathname);
      if (found.redirect) {
        res.writeHead(308, { location: found.redirect + url.search }).end();
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
      const common = {
        'content-type': TYPES[ext] ?? 'application/octet-stream',
        ...headers(status === 404 ? '/404.html' : url.pathname),
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
      const range = /^bytes=(\d*)-(\d*)$/.exec(req.headers.range ?? '');
      if (range && status === 200) {
        const start = range[1] ? Number(range[1]) : size - Number(range[2]);
        const end = range[1] && range[2] ? Math.min(Number(range[2]), size - 1) : size - 1;
        if (start > end || start >= size) {
          res.writeHead(416, { 'content-range': `bytes */${size}` }).end();
          return;
        }
        res.writeHead(206, {
          ...common,
          'accept-ranges': 'bytes',
          'content-range': `bytes ${start}-${end}/${size}`,
          'content-length': end - start + 1,
        });
        if (req.method === 'HEAD') res.end();
        else createReadStream(found.file, { start, end }).pipe(res);
        return;
      }
      res.writeHead(status, { ...common, 'accept-ranges': 'bytes', 'content-length': size });
      if (req.method === 'HEAD') res.end();
      else createReadStream(found.file).pipe(res);
    } catch (error) {
      res.writeHead(500, { 'content-type': TYPES['.txt'] }).end(`Server error: ${error.message}`);
    }
  });
}
