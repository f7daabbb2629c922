// Checks the built export in out/: every English page has its page in each language the site is built in,
// each page's <html lang> is its language, and every page of a set links to every page of the set (itself
// included) with rel=alternate hreflang, plus x-default to the English page. A language switched off in
// Settings has no file in the export, and no page or sitemap entry links to it. Run after every build.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { languagesOn } from '../content/language-switch.mjs';

const OUT = 'out';

/**
 * The registry's languages in its order, `{ code, englishName, ogLocale }` each, read from its own file
 * (this script runs without TypeScript).
 */
export function registryLanguages(source = readFileSync('content/languages.ts', 'utf8')) {
  const block = source.slice(source.indexOf('export const LANGUAGES'), source.indexOf('} as const'));
  const starts = [...block.matchAll(/^ {2}(\w+): \{/gm)];
  return starts.map((start, index) => {
    const entry = block.slice(start.index, starts[index + 1]?.index);
    const field = (name) => new RegExp(`${name}: '([^']+)'`).exec(entry)?.[1];
    return { code: start[1], englishName: field('englishName'), ogLocale: field('ogLocale') };
  });
}

/** The prefixed languages' codes: every language but English. */
export function prefixedLangs(source) {
  return registryLanguages(source)
    .map(({ code }) => code)
    .filter((code) => code !== 'en');
}

/** The prefixed languages Settings leaves on and those it switches off, each in the registry's order. */
export function siteLanguages(
  prefixed = prefixedLangs(),
  site = JSON.parse(readFileSync('content/data/site.json', 'utf8')),
) {
  const on = languagesOn(prefixed, site.languagesOff);
  return { on, off: prefixed.filter((code) => !on.includes(code)) };
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
 * The problems of one English route's set of pages in the languages `langs` (besides English): `read(path)`
 * gives a page's HTML or null when the export has no such page.
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
    for (const [hreflang, href] of Object.entries(links.alternates)) {
      if (!(hreflang in expected))
        problems.push(
          `${path}: hreflang="${hreflang}" links to ${href}, a language the site is not built in`,
        );
    }
  }
  return problems;
}

/**
 * Where a page (or the sitemap) leads to a language switched off, each way once: an address under its prefix, written
 * alone or after the site's host, in an attribute, in the page's data for its scripts or in structured
 * data; an hreflang or og:locale naming it. A review's `lang` written in it is no link and stays.
 */
export function offLanguageLinks(text, { code, ogLocale }) {
  const marks = [
    new RegExp(`(?:["'=]|//[^/"'\\s\\\\]+)/${code}/`, 'g'),
    new RegExp(`hreflang="${code}"`, 'gi'),
    ...(ogLocale ? [new RegExp(`content="${ogLocale}"`, 'g')] : []),
  ];
  return [...new Set(marks.flatMap((mark) => [...text.matchAll(mark)].map(([found]) => found)))];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const registry = registryLanguages();
  const { on, off } = siteLanguages(prefixedLangs());
  const read = (path) => {
    const file = join(OUT, path, 'index.html');
    return existsSync(file) ? readFileSync(file, 'utf8') : null;
  };
  const all = pages(OUT).map(routeOf);
  const english = all.filter(
    (route) => !NOT_ROUTES.test(route) && ![...on, ...off].some((lang) => route.startsWith(`/${lang}/`)),
  );
  const problems = english.flatMap((route) => languageProblems(route, on, read));
  for (const language of registry.filter(({ code }) => off.includes(code))) {
    if (existsSync(join(OUT, language.code)))
      problems.push(
        `out/${language.code}/: ${language.englishName} is switched off, yet the export has its files`,
      );
    const file = (name) => (existsSync(join(OUT, name)) ? readFileSync(join(OUT, name), 'utf8') : '');
    const sources = [
      ...all.filter((route) => !route.startsWith('/admin/')).map((route) => [route, read(route)]),
      ['/404.html', file('404.html')],
      ['/sitemap.xml', file('sitemap.xml')],
    ];
    for (const [route, text] of sources) {
      const found = offLanguageLinks(text ?? '', language);
      if (found.length)
        problems.push(
          `${route}: leads to ${language.englishName}, which is switched off (${found.join(', ')})`,
        );
    }
  }
  if (problems.length) {
    console.error(`check-languages: ${problems.length} problem(s)\n${problems.join('\n')}`);
    process.exit(1);
  }
  console.log(
    `check-languages: ${english.length} English pages, each with its ${on.join(', ')} pages, the right <html lang> and reciprocal hreflang with x-default` +
      (off.length ? `; ${off.join(', ')} switched off, with no page and no link` : ''),
  );
}
