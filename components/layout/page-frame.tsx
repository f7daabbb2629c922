import type { ReactNode } from 'react';
import type { Lang } from '@/content/languages';
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
        {children}
      </main>
      <SiteFooter lang={lang} path={path} />
    </>
  );
}
