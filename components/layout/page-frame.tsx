import type { ReactNode } from 'react';
import { LANGUAGES, localePath, type Lang } from '@/content/languages';
import { SITE_PREFIXED_LANGS } from '@/content/site-languages';
import { translator } from '@/lib/i18n/dictionary';
import { LanguageOffer } from './language-offer';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

type PageFrameProps = {
  lang: Lang;
  /** The page's English address, for the language switchers in the header and footer. */
  path: string;
  children: ReactNode;
};

/** A page's header, main content and footer; the page passes its own address, which a layout cannot know. */
export function PageFrame({ lang, path, children }: PageFrameProps) {
  return (
    <>
      <SiteHeader lang={lang} path={path} />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <LanguageOffer
          pageLang={LANGUAGES[lang].htmlLang}
          offers={SITE_PREFIXED_LANGS.map((other) => ({
            lang: LANGUAGES[other].htmlLang,
            href: localePath(other, path),
            // In the language it offers, whatever the page's language.
            text: translator(other)(`This page in ${LANGUAGES[other].englishName}`),
          }))}
        />
        {children}
      </main>
      <SiteFooter lang={lang} path={path} />
    </>
  );
}
