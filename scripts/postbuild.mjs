// After `next build`: leaves every page as Next wrote it and writes out/_headers (scripts/host-headers.mjs):
// the site-wide headers and, for every exported page, a Content-Security-Policy that allows exactly its own
// inline scripts (by SHA-256) and the origins the site talks to (itself, the EmailJS API, the media CDN when
// configured). The editor at /admin/ gets the Decap CMS script copied next to it and a policy of its own.
import { createHash } from 'node:crypto';
import { copyFileSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { parseArgs } from 'node:util';
import { parsePublicEnv } from '../lib/env-schema.mjs';
import { chosenInbox, INBOX_OPTIONS, loadEnv } from './check-env.mjs';
import { bundleEditorRules, EDITOR_RULES_FILE } from './editor-rules.mjs';
import { cloudflareProblems, formatHeadersFile, headerRules, headersSummary } from './host-headers.mjs';

const OUT = 'out';
/** The page every miss is answered with, and the route Next also writes it at. */
const NOT_FOUND_FILE = '404.html';
const NOT_FOUND_ROUTE = '/404.html';

const HEADERS_PREAMBLE = `# Response headers for Cloudflare Pages and Netlify, written by scripts/postbuild.mjs from
# scripts/host-headers.mjs after each build: edit those, not this file.

`;

function htmlFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return htmlFiles(path);
    return name.endsWith('.html') ? [path] : [];
  });
}

/**
 * Every HTML file of an export with the address a host serves it at.
 * @param {string} outDir
 * @returns {Array<{ file: string, route: string }>}
 */
export function exportedPages(outDir) {
  return htmlFiles(outDir).map((file) => ({ file, route: routeOf(file, outDir) }));
}

/** URL path a host serves the file at: out/trekking/index.html → /trekking/. */
export function routeOf(file, outDir = OUT) {
  const rel = relative(outDir, file).split(sep).join('/');
  if (rel === 'index.html') return '/';
  if (rel.endsWith('/index.html')) return `/${rel.slice(0, -'index.html'.length)}`;
  return `/${rel}`;
}

/**
 * The hashes a policy needs for the page's inline scripts. Data blocks (JSON-LD) never run, so a policy
 * need not list them.
 */
export function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const match of html.matchAll(/<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/g)) {
    const type = /\stype="([^"]*)"/.exec(match[1])?.[1];
    if (!match[2] || (type && !/^(text\/javascript|module)$/i.test(type))) continue;
    hashes.add(`'sha256-${createHash('sha256').update(match[2], 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

const origin = (url) => {
  try {
    return url ? new URL(url).origin : '';
  } catch {
    return '';
  }
};

/** What neither the pages nor the editor may do: be framed, frame, embed plugins or move the base. */
const LOCKED_DOWN = [
  "frame-src 'none'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
];

export function contentSecurityPolicy(hashes, env = process.env) {
  const config = parsePublicEnv(env);
  const media = origin(config.mediaBaseUrl);
  const emailjs = origin(config.emailJs.origin);
  return [
    "default-src 'self'",
    `script-src 'self' ${hashes.join(' ')}`.trim(),
    // Style attributes (blur placeholders, layout variables) need 'unsafe-inline'; no style can run code.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${media}`.trim(),
    // Fonts, and video without a media host, fall back to default-src: the header is sent with every page.
    ...(media ? [`media-src 'self' ${media}`] : []),
    `connect-src 'self' ${emailjs}`,
    "worker-src 'self'",
    ...LOCKED_DOWN,
  ].join('; ');
}

/** The editor's folder: a static page of our own, the CMS script from node_modules, never a Next route. */
export const ADMIN_ROUTE = '/admin/';
export const DECAP_DIST = 'node_modules/decap-cms/dist';

/** The CMS bundle, the chunks it loads on demand and its WebAssembly, without source maps. */
export function decapFiles() {
  return readdirSync(DECAP_DIST).filter((name) => /^(\d+\.)?decap-cms\.js$|\.wasm$/.test(name));
}

/**
 * Decap compiles its config validator with `new Function` ('unsafe-eval'), styles itself with injected
 * <style> tags, talks to the GitHub API once the editor has logged in, and shows avatars and pictures from
 * GitHub. In local editing it reaches decap-server through the same origin (scripts/cms.mjs), so 'self'.
 * A picture uploaded into a draft is read back from its blob: URL when the draft is saved.
 */
export function adminContentSecurityPolicy(env = process.env) {
  const media = origin(parsePublicEnv(env).mediaBaseUrl);
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: https://avatars.githubusercontent.com https://raw.githubusercontent.com ${media}`.trim(),
    `media-src 'self' blob: ${media}`.trim(),
    "font-src 'self' data:",
    "connect-src 'self' blob: https://api.github.com",
    ...LOCKED_DOWN,
  ].join('; ');
}

/** Headers for every file under /admin/: its own policy, kept out of search results. */
export function adminHeaders(env = process.env) {
  return {
    'Content-Security-Policy': adminContentSecurityPolicy(env),
    'X-Robots-Tag': 'noindex, nofollow',
    // The GitHub login opens a pop-up that reports back to this window, which same-origin would cut off.
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
  };
}

/**
 * The header rules of an export: each page's policy allows the inline scripts of its HTML; the 404 page's
 * is the site-wide one, for a miss at any address.
 * @param {string} outDir
 * @param {Record<string, string | undefined>} [env]
 */
export function exportHeaderRules(outDir, env = process.env) {
  const policyOf = (file) => contentSecurityPolicy(inlineScriptHashes(readFileSync(file, 'utf8')), env);
  const pages = exportedPages(outDir)
    .filter(({ route }) => !route.startsWith(ADMIN_ROUTE) && route !== NOT_FOUND_ROUTE)
    .map(({ file, route }) => ({ route, policy: policyOf(file) }));
  return headerRules({
    notFoundPolicy: policyOf(join(outDir, NOT_FOUND_FILE)),
    pages,
    admin: { route: ADMIN_ROUTE, headers: adminHeaders(env) },
    env,
  });
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split(sep).join('/'))) {
  // The same environment the build saw: a local-inbox build sends enquiries to that origin.
  const { values } = parseArgs({ options: INBOX_OPTIONS });
  const env = loadEnv();
  const inbox = chosenInbox(values, env);
  if (inbox) env.NEXT_PUBLIC_EMAILJS_ORIGIN = inbox;
  for (const name of decapFiles()) copyFileSync(join(DECAP_DIST, name), join(OUT, 'admin', name));
  writeFileSync(join(OUT, 'admin', EDITOR_RULES_FILE), await bundleEditorRules());
  const rules = exportHeaderRules(OUT, env);
  writeFileSync(join(OUT, '_headers'), formatHeadersFile(rules, HEADERS_PREAMBLE));
  const { rules: count, longestLine } = headersSummary(rules);
  console.log(`postbuild: wrote ${OUT}/_headers: ${count} rules, the longest line ${longestLine} characters`);
  const problems = cloudflareProblems(rules);
  if (problems.length) {
    console.error(`\npostbuild: this site does not fit Cloudflare Pages:\n  ${problems.join('\n  ')}\n`);
    // On Cloudflare's own build the deploy stops here, before the host drops rules without a word.
    if (env.CF_PAGES) process.exit(1);
  }
}
