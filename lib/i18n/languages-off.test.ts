import { createElement, isValidElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { PageFrame } from '@/components/layout/page-frame';
import { DEFAULT_LANG, LANGUAGES, PREFIXED_LANGS } from '@/content/languages';
import { SITE_LANGS, SITE_PREFIXED_LANGS } from '@/content/site-languages';
import { pageMetadata, privacyMetadata, SHARE_ROUTES, tripMetadata } from '@/lib/seo';
import { sitemapOf } from '@/lib/sitemap';
import { travelAgency } from '@/lib/structured-data';
import { trips } from '@/lib/trips/trips';
import { langParams, routeLang } from './lang-route';

// The owner switches the last language of the registry off in Settings; the others stay on.
vi.mock('@/content/site', async (original) => {
  const actual = await original<typeof import('@/content/site')>();
  const { PREFIXED_LANGS: prefixed } = await import('@/content/languages');
  return { ...actual, siteContent: { ...actual.siteContent, languagesOff: prefixed.slice(-1) } };
});

const off = PREFIXED_LANGS.at(-1)!;
const on = PREFIXED_LANGS.filter((lang) => lang !== off);
const { name, htmlLang, ogLocale } = LANGUAGES[off];

/** Every address, language tag and locale of the switched-off language a text might carry. */
function mentionsOff(text: string): string[] {
  const marks = [`/${off}/`, `"${htmlLang}"`, ogLocale, name];
  return marks.filter((mark) => text.includes(mark));
}

/** The props of every element in a tree of React elements, the client islands' included. */
function allProps(node: ReactNode): unknown[] {
  if (Array.isArray(node)) return node.flatMap(allProps);
  if (!isValidElement(node)) return [];
  const props = node.props as { children?: ReactNode };
  return [props, ...allProps(props.children)];
}

describe('a language switched off in Settings', () => {
  it('needs a registry with a language to leave on', () => {
    expect(on.length).toBeGreaterThan(0);
  });

  it('is left out of the languages the site is built in, and the others keep their order', () => {
    expect(SITE_PREFIXED_LANGS).toEqual(on);
    expect(SITE_LANGS).toEqual([DEFAULT_LANG, ...on]);
  });

  it('has no pages: its routes are not generated, and its address is not found', async () => {
    expect(langParams()).toEqual(on.map((lang) => ({ lang })));
    await expect(routeLang(Promise.resolve({ lang: off }))).rejects.toThrow();
    for (const lang of on) await expect(routeLang(Promise.resolve({ lang }))).resolves.toBe(lang);
  });

  it('is not in any page’s alternates, og:locale alternates or canonical, in any language', () => {
    const english = tripMetadata(trips[0]!);
    expect(Object.keys(english.alternates?.languages ?? {})).toEqual([
      ...SITE_LANGS.map((lang) => LANGUAGES[lang].htmlLang),
      'x-default',
    ]);
    for (const lang of SITE_LANGS) {
      const metadata = [
        ...Object.keys(SHARE_ROUTES).map((key) => pageMetadata(key as keyof typeof SHARE_ROUTES, lang)),
        privacyMetadata(lang),
        tripMetadata(trips[0]!, lang),
      ];
      for (const page of metadata) expect(mentionsOff(JSON.stringify(page))).toEqual([]);
    }
  });

  it('is not in the sitemap, nor in its alternates, nor in the organisation’s languages', () => {
    const sitemap = sitemapOf();
    expect(sitemap.length).toBeGreaterThan(0);
    expect(mentionsOff(JSON.stringify(sitemap))).toEqual([]);
    for (const lang of on) expect(JSON.stringify(sitemap)).toContain(`/${lang}/`);
    expect(travelAgency().knowsLanguage).toEqual(SITE_LANGS.map((lang) => LANGUAGES[lang].htmlLang));
  });

  it('has no entry in the switchers and no offer, on any page of the site', () => {
    for (const lang of SITE_LANGS) {
      const frame = PageFrame({ lang, path: '/trekking/', children: null });
      const html = renderToStaticMarkup(createElement(() => frame));
      expect(mentionsOff(html)).toEqual([]);
      for (const other of SITE_LANGS) expect(html).toContain(LANGUAGES[other].name);
      // The one-line offer is a client island: what it may offer is in its props, not in the HTML.
      const offers = allProps(frame).flatMap(
        (props) => (props as { offers?: { href: string }[] }).offers ?? [],
      );
      expect(offers.map((offer) => offer.href)).toEqual(on.map((other) => `/${other}/trekking/`));
    }
  });
});
