import { describe, expect, it } from 'vitest';
import { languageProblems, prefixedLangs } from './check-languages.mjs';

const page = (lang: string, links: Record<string, string>) =>
  `<html lang="${lang}"><head>${Object.entries(links)
    .map(
      ([hreflang, href]) => `<link rel="alternate" hrefLang="${hreflang}" href="https://site.test${href}"/>`,
    )
    .join('')}</head></html>`;

const links = { en: '/trekking/', ml: '/ml/trekking/', 'x-default': '/trekking/' };

describe('check-languages', () => {
  it('reads the prefixed languages from the registry', () => {
    expect(prefixedLangs('export const LANGUAGES = {\n  en: {\n  },\n  xx: { name: "X" },\n};')).toEqual([
      'xx',
    ]);
    expect(prefixedLangs()).not.toContain('en');
  });

  it('passes a set whose pages carry their lang and link to each other and to x-default', () => {
    const pages: Record<string, string> = {
      '/trekking/': page('en', links),
      '/ml/trekking/': page('ml', links),
    };
    expect(languageProblems('/trekking/', ['ml'], (path: string) => pages[path] ?? null)).toEqual([]);
  });

  it('names a missing page, a wrong lang and a missing or wrong alternate', () => {
    const noDefault = { en: links.en, ml: links.ml };
    const pages: Record<string, string> = {
      '/trekking/': page('en', noDefault),
      '/ml/trekking/': page('en', { ...links, ml: '/trekking/' }),
    };
    expect(languageProblems('/trekking/', ['ml', 'ta'], (path: string) => pages[path] ?? null)).toEqual([
      '/trekking/: hreflang="ta" is missing, not /ta/trekking/',
      '/trekking/: hreflang="x-default" is missing, not /trekking/',
      '/ml/trekking/: <html lang="en">, not "ml"',
      '/ml/trekking/: hreflang="ml" is /trekking/, not /ml/trekking/',
      '/ml/trekking/: hreflang="ta" is missing, not /ta/trekking/',
      '/trekking/: no ta page at /ta/trekking/',
    ]);
  });
});
