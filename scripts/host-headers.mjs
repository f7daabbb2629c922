// The response headers of the live site as one list of rules: out/_headers is written from it, and
// `npm start` answers with it the way Cloudflare Pages and Netlify read that file.
//
// How the hosts read `_headers`: a rule matches the requested URL path (a miss included, which is served
// 404.html), every matching rule applies in file order, and a header set by two rules is joined with ", "
// (Cloudflare Pages). A line `! Name` detaches the header an earlier rule set (Cloudflare Pages); Netlify's
// parser skips such a line and its server takes a header from the last rule that sets it. So a rule that
// replaces a site-wide header detaches it and sets its own value, and comes after the site-wide rule: both
// hosts then send exactly one value.

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
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

/** Hashed build files never change; pictures may be replaced under the same name; the service worker must. */
export const CACHING_RULES = [
  { path: '/_next/static/*', set: { 'Cache-Control': 'public, max-age=31536000, immutable' } },
  { path: '/media/*', set: { 'Cache-Control': 'public, max-age=604800, stale-while-revalidate=86400' } },
  { path: '/sw.js', set: { 'Cache-Control': 'no-cache' } },
];

/**
 * The rules, in the order they must be written.
 * @param {{ notFoundPolicy: string, pages: Array<{ route: string, policy: string }>,
 *           admin: { route: string, headers: Record<string, string> }, env?: Record<string, string | undefined> }} site
 * `notFoundPolicy` is the 404 page's Content-Security-Policy: a miss at any address matches only the
 * site-wide rule, so that rule carries it, and each page with another policy replaces it.
 */
export function headerRules({ notFoundPolicy, pages, admin, env = process.env }) {
  const siteWide = { ...siteWideHeaders(env), 'Content-Security-Policy': notFoundPolicy };
  const replacing = (path, headers) => ({
    path,
    unset: Object.keys(headers).filter((name) => name in siteWide),
    set: headers,
  });
  return [
    { path: '/*', set: siteWide },
    ...CACHING_RULES,
    ...pages
      .filter((page) => page.policy !== notFoundPolicy)
      .sort((a, b) => a.route.localeCompare(b.route))
      .map((page) => replacing(page.route, { 'Content-Security-Policy': page.policy })),
    replacing(`${admin.route}*`, admin.headers),
  ];
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

/** What Cloudflare Pages reads of a `_headers` file: the rest is dropped with a warning in its deploy log. */
export const CLOUDFLARE_LIMITS = { rules: 100, lineLength: 2000 };

/** A trip page is two folders deep: /trekking/meesapulimalai/. */
const isTripRoute = (route) => /^\/[^/]+\/[^/]+\/$/.test(route);

/**
 * Each way the rules break Cloudflare Pages' limits, in words the owner can act on; empty when they fit.
 * Every trip page adds one rule, so the rule limit is also a number of trips.
 */
export function cloudflareProblems(rules, limits = CLOUDFLARE_LIMITS) {
  const problems = [];
  const trips = rules.filter((rule) => isTripRoute(rule.path)).length;
  if (rules.length > limits.rules) {
    const fit = trips - (rules.length - limits.rules);
    problems.push(
      `Cloudflare Pages reads at most ${limits.rules} header rules, and this site needs ${rules.length} ` +
        `(one per trip page, and ${rules.length - trips} for the whole site, the other pages and the editor). ` +
        `It can hold ${Math.max(fit, 0)} trips there; it has ${trips}. ` +
        `Remove ${trips - Math.max(fit, 0)} trips, or host the site on Netlify (docs/going-live.md, "Hosts").`,
    );
  }
  const lines = formatHeadersFile(rules).split('\n');
  const long = lines.filter((line) => line.length > limits.lineLength);
  if (long.length) {
    const worst = Math.max(...long.map((line) => line.length));
    problems.push(
      `Cloudflare Pages ignores header lines over ${limits.lineLength} characters, and ${long.length} ` +
        `line(s) are longer (the longest ${worst}): a page has too many inline scripts for one ` +
        `Content-Security-Policy line. Host the site on Netlify (docs/going-live.md, "Hosts").`,
    );
  }
  return problems;
}

/** Rule count and longest line of a headers file, for the build log. */
export function headersSummary(rules) {
  const lines = formatHeadersFile(rules).split('\n');
  return { rules: rules.length, longestLine: Math.max(...lines.map((line) => line.length)) };
}
