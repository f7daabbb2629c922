import { describe, expect, it } from 'vitest';
import { LANGS, LANGUAGES } from '@/content/languages';
import {
  languageProblems,
  offLanguageLinks,
  prefixedLangs,
  registryLanguages,
  siteLanguages,
} from './check-languages.mjs';

const page = (lang: string, links: Record<string, string>, body = '') =>
  `<html lang="${lang}"><head>${Object.entries(links)
    .map(
      ([hreflang, href]) => `<link rel="alternate" hrefLang="${hreflang}" href="https://site.test${href}"/>`,
    )
    .join('')}</head><body>${body}</body></html>`;

const links = { en: '/trekking/', ml: '/ml/trekking/', 'x-default': '/trekking/' };

describe('check-languages', () => {
  it('reads the registry as the site does: its codes in order, English names and og:locales', () => {
    expect(registryLanguages()).toEqual(
      LANGS.map((code) => ({
        code,
        englishName: LANGUAGES[code].englishName,
        ogLocale: LANGUAGES[code].ogLocale,
      })),
    );
    expect(
      prefixedLangs('export const LANGUAGES = {\n  en: {\n  },\n  xx: { name: "X" },\n} as const'),
    ).toEqual(['xx']);
  });

  it('takes the languages Settings switches off out of those the site is built in, English always on', () => {
    expect(siteLanguages(['ml', 'ta', 'hi'], {})).toEqual({ on: ['ml', 'ta', 'hi'], off: [] });
    expect(siteLanguages(['ml', 'ta'], { languagesOff: null })).toEqual({ on: ['ml', 'ta'], off: [] });
    expect(siteLanguages(['ml', 'ta', 'hi'], { languagesOff: ['ta', 'en'] })).toEqual({
      on: ['ml', 'hi'],
      off: ['ta'],
    });
  });

  it('passes a set whose pages carry their lang and link to each other and to x-default', () => {
    const pages: Record<string, string> = {
      '/trekking/': page('en', links),
      '/ml/trekking/': page('ml', links),
    };
    expect(languageProblems('/trekking/', ['ml'], (path: string) => pages[path] ?? null)).toEqual([]);
  });

  it('names a missing page, a wrong lang, a missing or wrong alternate, and one to a language not built', () => {
    const noDefault = { en: links.en, ml: links.ml };
    const pages: Record<string, string> = {
      '/trekking/': page('en', noDefault),
      '/ml/trekking/': page('en', { ...links, ml: '/trekking/', ta: '/ta/trekking/' }),
    };
    expect(languageProblems('/trekking/', ['ml', 'hi'], (path: string) => pages[path] ?? null)).toEqual([
      '/trekking/: hreflang="hi" is missing, not /hi/trekking/',
      '/trekking/: hreflang="x-default" is missing, not /trekking/',
      '/ml/trekking/: <html lang="en">, not "ml"',
      '/ml/trekking/: hreflang="ml" is /trekking/, not /ml/trekking/',
      '/ml/trekking/: hreflang="hi" is missing, not /hi/trekking/',
      '/ml/trekking/: hreflang="ta" links to /ta/trekking/, a language the site is not built in',
      '/trekking/: no hi page at /hi/trekking/',
    ]);
  });

  it('finds every way a page leads to a language switched off, and lets its reviews keep their lang', () => {
    const tamil = { code: 'ta', ogLocale: 'ta_IN' };
    const clean = page(
      'en',
      links,
      '<a href="/ml/">മലയാളം</a><blockquote lang="ta">நன்றி</blockquote><a href="/data/">x</a>',
    );
    expect(offLanguageLinks(clean, tamil)).toEqual([]);
    const leaking = [
      '<a href="/ta/trekking/" hrefLang="ta">தமிழ்</a>',
      '<meta property="og:locale:alternate" content="ta_IN"/>',
      '<script>self.__next_f.push([1,"{\\"href\\":\\"/ta/camping/\\"}"])</script>',
      '<script type="application/ld+json">{"url":"https://site.test/ta/"}</script>',
      '<url><loc>https://site.test/ta/privacy/</loc></url>',
    ].join('');
    expect(offLanguageLinks(leaking, tamil)).toEqual([
      '"/ta/',
      '//site.test/ta/',
      'hrefLang="ta"',
      'content="ta_IN"',
    ]);
  });
});
