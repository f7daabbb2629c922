// Checks the built export in out/: every HTML file passes html-validate with no error; every internal
// reference (links, scripts, styles, images and srcsets, videos, PDFs, fonts, CSS url()s) resolves to a file
// the export ships; every page carries its own script policy and, without it, is byte for byte the page Next
// wrote; and no header name of out/_headers is set by two rules for one address. Run after every build.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { HtmlValidate } from 'html-validate';
import { overlappingHeaders, parseHeadersFile } from './host-headers.mjs';
import { inlineScriptHashes, policyOf, withoutPolicy } from './page-policy.mjs';
import { ADMIN_ROUTE, routeOf } from './postbuild.mjs';

const OUT = 'out';

function files(dir, ext) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path, ext);
    return path.endsWith(ext) ? [path] : [];
  });
}

/** Does a site path resolve in out/, as the static server and the hosts resolve it? */
export function resolves(path) {
  const clean = decodeURIComponent(path.split(/[?#]/)[0] ?? '');
  if (clean.endsWith('/')) return existsSync(join(OUT, clean, 'index.html'));
  const full = join(OUT, clean);
  return (existsSync(full) && statSync(full).isFile()) || existsSync(join(full, 'index.html'));
}

export function references(html) {
  const found = new Set();
  for (const match of html.matchAll(/\s(?:href|src|poster)="([^"]+)"/g)) found.add(match[1]);
  for (const match of html.matchAll(/\s(?:srcset|imagesrcset|imageSrcSet)="([^"]+)"/gi)) {
    for (const candidate of match[1].split(',')) found.add(candidate.trim().split(/\s+/)[0]);
  }
  // Paths handed to client islands travel in the RSC payload rather than in attributes.
  for (const match of html.matchAll(
    /(\/(?:media|brochures|og)\/[\w./-]+\.(?:webp|jpg|png|svg|mp4|webm|pdf))/g,
  ))
    found.add(match[1]);
  return [...found].filter((ref) => ref.startsWith('/') && !ref.startsWith('//'));
}

const validator = new HtmlValidate({
  extends: ['html-validate:standard'],
  rules: {
    // Next writes `<!DOCTYPE html>` and React's own boolean attributes; both are valid HTML.
    'doctype-style': 'off',
    'attribute-boolean-style': 'off',
    'no-trailing-whitespace': 'off',
    // Next's streaming markup puts <link rel=preload as=image> with imageSrcSet/imageSizes casing.
    'attribute-misuse': 'off',
  },
});

const problems = [];
const htmlFiles = files(OUT, '.html');
for (const file of htmlFiles) {
  const html = readFileSync(file, 'utf8');
  const report = await validator.validateString(html, file);
  for (const result of report.results) {
    for (const message of result.messages) {
      if (message.severity === 2)
        problems.push(
          `${relative('.', file)}:${message.line}:${message.column} ${message.ruleId}: ${message.message}`,
        );
    }
  }
  for (const ref of references(html)) {
    if (!resolves(ref)) problems.push(`${relative('.', file)}: broken reference ${ref}`);
  }
}
for (const file of files(OUT, '.css')) {
  for (const match of readFileSync(file, 'utf8').matchAll(/url\((['"]?)(\/[^)'"]+)\1\)/g)) {
    if (!resolves(match[2])) problems.push(`${relative('.', file)}: broken url(${match[2]})`);
  }
}

/**
 * The page as Next wrote it before the policy step: its prerendered copy under .next/server/app/, or for
 * the editor its source in public/.
 */
function originalOf(file) {
  const route = routeOf(file, OUT);
  if (route.startsWith(ADMIN_ROUTE)) return join('public', relative(OUT, file));
  const path = route.replace(/^\/|\/$/g, '').replace(/\.html$/, '');
  // Next writes its 404 page as _not-found and exports it at both /404.html and /404/.
  const name = route === '/' ? 'index' : path === '404' ? '_not-found' : path;
  return join('.next', 'server', 'app', `${name}.html`);
}

for (const file of htmlFiles) {
  const html = readFileSync(file, 'utf8');
  const policy = policyOf(html);
  if (!policy) {
    problems.push(`${relative('.', file)}: no Content-Security-Policy element`);
    continue;
  }
  const isEditor = routeOf(file, OUT).startsWith(ADMIN_ROUTE);
  const missing = isEditor ? [] : inlineScriptHashes(html).filter((hash) => !policy.includes(hash));
  if (missing.length) problems.push(`${relative('.', file)}: its policy misses ${missing.join(' ')}`);
  const original = originalOf(file);
  if (!existsSync(original)) problems.push(`${relative('.', file)}: Next's own copy ${original} is missing`);
  else if (withoutPolicy(html) !== readFileSync(original, 'utf8'))
    problems.push(`${relative('.', file)}: differs from ${original} by more than its policy element`);
}

/** Addresses that are not pages, which the header rules must also never set one header twice for. */
const OTHER_ADDRESSES = ['/nope/', '/admin/', '/admin/config.yml', '/sw.js', '/media/no-such-picture.webp'];
const rules = parseHeadersFile(readFileSync(join(OUT, '_headers'), 'utf8'));
const someFile = (ext) => files(join(OUT, '_next', 'static'), ext).concat(files(join(OUT, 'media'), ext));
const addresses = [
  ...htmlFiles.map((file) => routeOf(file, OUT)),
  ...OTHER_ADDRESSES,
  ...[someFile('.js')[0], someFile('.webp')[0]].filter(Boolean).map((file) => `/${relative(OUT, file)}`),
];
for (const address of addresses) {
  for (const [name, paths] of Object.entries(overlappingHeaders(rules, address)))
    problems.push(
      `out/_headers: ${name} is set for ${address} by ${paths.length} rules (${paths.join(', ')})`,
    );
}

if (problems.length) {
  console.error(`check-export: ${problems.length} problem(s)\n${problems.join('\n')}`);
  process.exit(1);
}
console.log(
  `check-export: ${htmlFiles.length} HTML files valid, each with its own policy and otherwise as Next wrote it; every internal reference resolves; no header set twice for one address`,
);
