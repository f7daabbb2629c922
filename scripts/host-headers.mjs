// The response headers of the live site as one list of rules: out/_headers is written from it, and
// `npm start` answers with it the way Cloudflare Pages and Netlify read that file.
//
// The hosts read `_headers` differently when two rules that match one address set the same header:
// Cloudflare Pages joins the values with ", " (and detaches one on a `! Name` line), Netlify's server takes
// the last, and a host such as GitHub Pages reads no `_headers` at all. So no header name is set by two
// rules that can match the same address: every host then sends the same headers. What a page needs to be
// safe travels in the page itself (its script policy, scripts/page-policy.mjs); the headers keep only what a
// page cannot say, and their number of rules does not grow with the number of pages.

/**
 * Headers every response carries. HSTS_PRELOAD=true opts the domain and all its subdomains into HTTPS for good.
 * @param {Record<string, string | undefined>} [env]
 */
export function siteWideHeaders(env = process.env) {
  const preload = /^(1|true|yes)$/i.test(env.HSTS_PRELOAD?.trim() ?? '');
  return {
    'Strict-Transport-Security': preload
      ? 'max-age=63072000; includeSubDomains; preload'
      : 'max-age=63072000',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    'X-Frame-Options': 'DENY',
    // One opener policy for the whole site, the editor included: a page opened from another site keeps no
    // hold on it, and a pop-up the page opens itself may report back, which the editor's GitHub sign-in
    // needs. The pages open no pop-up of their own (their outside links open with no opener).
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
    // The one part of the policy a page cannot carry in its <meta> element: nobody may frame it.
    'Content-Security-Policy': "frame-ancestors 'none'",
  };
}

/** Hashed build files never change; pictures may be replaced under the same name; the service worker must. */
export const CACHING_RULES = [
  { path: '/_next/static/*', set: { 'Cache-Control': 'public, max-age=31536000, immutable' } },
  { path: '/media/*', set: { 'Cache-Control': 'public, max-age=604800, stale-while-revalidate=86400' } },
  { path: '/sw.js', set: { 'Cache-Control': 'no-cache' } },
];

/** The editor's folder: kept out of search results. */
export const EDITOR_RULE = { path: '/admin/*', set: { 'X-Robots-Tag': 'noindex, nofollow' } };

/**
 * The rules, in the order they are written: the same few for any number of pages.
 * @param {Record<string, string | undefined>} [env]
 */
export function headerRules(env = process.env) {
  return [{ path: '/*', set: siteWideHeaders(env) }, ...CACHING_RULES, EDITOR_RULE];
}

/** The `_headers` file for a list of rules. */
export function formatHeadersFile(rules, preamble = '') {
  const blocks = rules.map((rule) =>
    [
      rule.path,
      ...(rule.unset ?? []).map((name) => `  ! ${name}`),
      ...Object.entries(rule.set ?? {}).map(([name, value]) => `  ${name}: ${value}`),
    ].join('\n'),
  );
  return `${preamble}${blocks.join('\n\n')}\n`;
}

/** Reads a `_headers` file back into rules (header names in lower case, as the hosts compare them). */
export function parseHeadersFile(text) {
  const rules = [];
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    if (line.startsWith('/')) {
      rules.push({ path: line, set: {}, unset: [] });
      continue;
    }
    const rule = rules.at(-1);
    if (!rule) continue;
    if (line.startsWith('! ')) {
      rule.unset.push(line.slice(2).trim().toLowerCase());
      continue;
    }
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    rule.set[name] = rule.set[name] ? `${rule.set[name]}, ${value}` : value;
  }
  return rules;
}

/** A rule's path as the hosts match it: `*` is any run of characters, `:name` one path segment. */
function pathPattern(path) {
  const source = path
    .split(/(\*|:[A-Za-z]\w*)/)
    .map((part) => {
      if (part === '*') return '.*';
      if (part.startsWith(':')) return '[^/]+';
      return part.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  return new RegExp(`^${source}$`);
}

/**
 * The headers the rules give a request for `pathname`: names in lower case, one value each.
 * @returns {Record<string, string>}
 */
export function headersForPath(rules, pathname) {
  /** @type {Record<string, string>} */
  const headers = {};
  for (const rule of rules) {
    if (!pathPattern(rule.path).test(pathname)) continue;
    for (const name of rule.unset ?? []) delete headers[name.toLowerCase()];
    for (const [name, value] of Object.entries(rule.set ?? {})) {
      const key = name.toLowerCase();
      headers[key] = headers[key] ? `${headers[key]}, ${value}` : value;
    }
  }
  return headers;
}

/**
 * The header names that more than one rule sets for `pathname`, each with the paths of those rules: what
 * hosts would merge differently. Empty when every host sends the same headers there.
 * @returns {Record<string, string[]>}
 */
export function overlappingHeaders(rules, pathname) {
  /** @type {Record<string, string[]>} */
  const setters = {};
  for (const rule of rules) {
    if (!pathPattern(rule.path).test(pathname)) continue;
    for (const name of [...Object.keys(rule.set ?? {}), ...(rule.unset ?? [])]) {
      (setters[name.toLowerCase()] ??= []).push(rule.path);
    }
  }
  return Object.fromEntries(Object.entries(setters).filter(([, paths]) => paths.length > 1));
}

/** What Cloudflare Pages reads of a `_headers` file: the rest is dropped with a warning in its deploy log. */
export const CLOUDFLARE_LIMITS = { rules: 100, lineLength: 2000 };

/**
 * Each way the rules break Cloudflare Pages' limits, in words the owner can act on; empty when they fit.
 * The rules are the same few for any number of pages, so only a change to this file can break them.
 */
export function cloudflareProblems(rules, limits = CLOUDFLARE_LIMITS) {
  const problems = [];
  if (rules.length > limits.rules) {
    problems.push(
      `Cloudflare Pages reads at most ${limits.rules} header rules, and scripts/host-headers.mjs ` +
        `writes ${rules.length}: the host would drop the rest.`,
    );
  }
  const long = formatHeadersFile(rules)
    .split('\n')
    .filter((line) => line.length > limits.lineLength);
  if (long.length) {
    const worst = Math.max(...long.map((line) => line.length));
    problems.push(
      `Cloudflare Pages ignores header lines over ${limits.lineLength} characters, and ${long.length} ` +
        `line(s) of scripts/host-headers.mjs are longer (the longest ${worst}).`,
    );
  }
  return problems;
}

/** Rule count and longest line of a headers file, for the build log. */
export function headersSummary(rules) {
  const lines = formatHeadersFile(rules).split('\n');
  return { rules: rules.length, longestLine: Math.max(...lines.map((line) => line.length)) };
}
