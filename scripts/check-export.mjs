// Checks the built export in out/: every HTML file passes html-validate with no error, and every
// internal reference (links, scripts, styles, images and srcsets, videos, PDFs, fonts, CSS url()s)
// resolves to a file the export ships. Run by `npm test` after the build.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { HtmlValidate } from 'html-validate';

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

if (problems.length) {
  console.error(`check-export: ${problems.length} problem(s)\n${problems.join('\n')}`);
  process.exit(1);
}
console.log(`check-export: ${htmlFiles.length} HTML files valid, every internal reference resolves`);
