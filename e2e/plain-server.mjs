// A file server that sends no headers of its own, as a host that reads no `_headers` serves the export
// (GitHub Pages, a storage bucket, a plain web server): each file with its type, a folder's index.html, and
// 404.html with status 404 for anything else. It answers GET and HEAD only, on the loopback addresses.
import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: { port: { type: 'string' }, root: { type: 'string', default: 'out' } },
});
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.yml': 'text/yaml',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.wasm': 'application/wasm',
};

async function fileFor(pathname) {
  const path = join(values.root, normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, ''));
  for (const candidate of [path, join(path, 'index.html')]) {
    const info = await stat(candidate).catch(() => null);
    if (info?.isFile()) return candidate;
  }
  return null;
}

createServer(async (req, res) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') return res.writeHead(405).end();
  const file = await fileFor(new URL(req.url ?? '/', 'http://host').pathname).catch(() => null);
  const status = file ? 200 : 404;
  const path = file ?? join(values.root, '404.html');
  res.writeHead(status, { 'content-type': TYPES[extname(path)] ?? 'application/octet-stream' });
  res.end(req.method === 'HEAD' ? undefined : await readFile(path));
  // Both loopbacks: the editor is opened at [::1], an address Decap does not take for local editing.
}).listen(Number(values.port), '::');
