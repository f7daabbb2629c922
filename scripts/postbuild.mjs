// After `next build`: gives every exported page its own script policy (scripts/page-policy.mjs: a
// <meta http-equiv="Content-Security-Policy"> after its <meta charset>, allowing exactly its own inline
// scripts by SHA-256 and the origins the site talks to), the editor at /admin/ its policy and the Decap CMS
// script copied next to it, and writes out/_headers (scripts/host-headers.mjs): the headers a page cannot
// carry, in a few rules that never set one header twice for an address. Nothing else in a page changes.
import { copyFileSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { parseArgs } from 'node:util';
import { chosenInbox, INBOX_OPTIONS, loadEnv } from './check-env.mjs';
import { bundleEditorRules, EDITOR_RULES_FILE } from './editor-rules.mjs';
import {
  cloudflareProblems,
  EDITOR_RULE,
  formatHeadersFile,
  headerRules,
  headersSummary,
  siteWideHeaders,
} from './host-headers.mjs';
import { editorPolicy, inlineScriptHashes, pagePolicy, withPolicy } from './page-policy.mjs';

const OUT = 'out';

const HEADERS_PREAMBLE = `# Response headers for Cloudflare Pages and Netlify, written by scripts/postbuild.mjs from
# scripts/host-headers.mjs after each build: edit those, not this file. Each page carries its own script
# policy in a <meta> element; no header here is set by two rules that match the same address.

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

/** The editor's folder: a static page of our own, the CMS script from node_modules, never a Next route. */
export const ADMIN_ROUTE = '/admin/';
export const DECAP_DIST = 'node_modules/decap-cms/dist';

/** The CMS bundle, the chunks it loads on demand and its WebAssembly, without source maps. */
export function decapFiles() {
  return readdirSync(DECAP_DIST).filter((name) => /^(\d+\.)?decap-cms\.js$|\.wasm$/.test(name));
}

/**
 * The editor's headers where `npm run cms` serves it straight from public/admin/, a page this step never
 * writes into: its policy as a header, with the site's frame-ancestors and opener policy.
 */
export function adminHeaders(env = process.env) {
  const site = siteWideHeaders(env);
  return {
    'Content-Security-Policy': `${editorPolicy(env)}; ${site['Content-Security-Policy']}`,
    'Cross-Origin-Opener-Policy': site['Cross-Origin-Opener-Policy'],
    ...EDITOR_RULE.set,
  };
}

/**
 * Writes each exported page's policy into it: the editor's pages get the editor's, every other page (the
 * 404 page included) one that allows its own inline scripts.
 * @param {string} outDir
 * @param {Record<string, string | undefined>} [env]
 * @returns {number} how many pages were given a policy
 */
export function writePagePolicies(outDir, env = process.env) {
  const pages = exportedPages(outDir);
  for (const { file, route } of pages) {
    const html = readFileSync(file, 'utf8');
    const policy = route.startsWith(ADMIN_ROUTE)
      ? editorPolicy(env)
      : pagePolicy(inlineScriptHashes(html), env);
    writeFileSync(file, withPolicy(html, policy));
  }
  return pages.length;
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split(sep).join('/'))) {
  // The same environment the build saw: a local-inbox build sends enquiries to that origin.
  const { values } = parseArgs({ options: INBOX_OPTIONS });
  const env = loadEnv();
  const inbox = chosenInbox(values, env);
  if (inbox) env.NEXT_PUBLIC_EMAILJS_ORIGIN = inbox;
  for (const name of decapFiles()) copyFileSync(join(DECAP_DIST, name), join(OUT, 'admin', name));
  writeFileSync(join(OUT, 'admin', EDITOR_RULES_FILE), await bundleEditorRules());
  const pages = writePagePolicies(OUT, env);
  console.log(`postbuild: gave ${pages} pages their own Content-Security-Policy element`);
  const rules = headerRules(env);
  writeFileSync(join(OUT, '_headers'), formatHeadersFile(rules, HEADERS_PREAMBLE));
  const { rules: count, longestLine } = headersSummary(rules);
  console.log(`postbuild: wrote ${OUT}/_headers: ${count} rules, the longest line ${longestLine} characters`);
  const problems = cloudflareProblems(rules);
  if (problems.length) {
    console.error(`\npostbuild: the headers do not fit Cloudflare Pages:\n  ${problems.join('\n  ')}\n`);
    process.exit(1);
  }
}
