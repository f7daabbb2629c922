// Checks the built export in out/: every English page has its page in each other language, each page's
// <html lang> is its language, and every page of a set links to every page of the set (itself included)
// with rel=alternate hreflang, plus x-default to the English page. Run after every build.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const OUT = 'out';
/** The prefixed languages' codes, from the registry's own file (this script runs without TypeScript). */
export function prefixedLangs(source = readFileSync('content/languages.ts', 'utf8')) {
  const block = source.slice(source.indexOf('export const LANGUAGES'));
  return [...block.matchAll(/^ {2}(\w+): \{/gm)].map((match) => match[1]).filter((code) => code !== 'en');
}

/** Pages that are not a route of the site: the 404 page, Next's own copy of it, the editor. */
const NOT_ROUTES = /^\/(404\/|_not-found\/|admin\/)/;

function pages(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return pages(path);
    return name === 'index.html' ? [path] : [];
  });
}

const routeOf = (file) => `/${relative(OUT, file).split(sep).join('/')}`.replace(/index\.html$/, '');

/** The page's <html lang> and its alternates, hreflang → path. */
export function languageLinks(html) {
  const lang = /<html[^>]*\slang="([^"]+)"/.exec(html)?.[1];
  const alternates = {};
  for (const [tag] of html.matchAll(/<link rel="alternate"[^>]*>/g)) {
    const hreflang = /hrefLang="([^"]+)"/i.exec(tag)?.[1];
    const href = /href="([^"]+)"/.exec(tag)?.[1];
    if (hreflang && href) alternates[hreflang] = new URL(href, 'http://site').pathname;
  }
  return { lang, alternates };
}

/**
 * The problems of one English route's set of pages: `read(path)` gives a page's HTML or null when the
 * export has no such page.
 */
export function languageProblems(route, langs, read) {
  const set = { en: route, ...Object.fromEntries(langs.map((lang) => [lang, `/${lang}${route}`])) };
  const expected = { ...set, 'x-default': route };
  const problems = [];
  for (const [lang, path] of Object.entries(set)) {
    const html = read(path);
    if (html === null) {
      problems.push(`${route}: no ${lang} page at ${path}`);
      continue;
    }
    const links = languageLinks(html);
    if (links.lang !== lang) problems.push(`${path}: <html lang="${links.lang}">, not "${lang}"`);
    for (const [hreflang, href] of Object.entries(expected)) {
      if (links.alternates[hreflang] !== href)
        problems.push(
          `${path}: hreflang="${hreflang}" is ${links.alternates[hreflang] ?? 'missing'}, not ${href}`,
        );
    }
  }
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const langs = prefixedLangs();
  const read = (path) => {
    const file = join(OUT, path, 'index.html');
    return existsSync(file) ? readFileSync(file, 'utf8') : null;
  };
  const english = pages(OUT)
    .map(routeOf)
    .filter((route) => !NOT_ROUTES.test(route) && !langs.some((lang) => route.startsWith(`/${lang}/`)));
  const problems = english.flatMap((route) => languageProblems(route, langs, read));
  if (problems.length) {
    console.error(`check-languages: ${problems.length} problem(s)\n${problems.join('\n')}`);
    process.exit(1);
  }
  console.log(
    `check-languages: ${english.length} English pages, each with its ${langs.join(', ')} pages, the right <html lang> and reciprocal hreflang with x-default`,
  );
}
