import type { Metadata, Viewport } from 'next';
import { pagesIn } from '@/content/pages';
import { siteIn } from '@/content/site-in';
import { colors } from '@/lib/design-tokens';
import { env } from '@/lib/env';
import type { Lang } from '@/content/languages';

/** What every page of `lang` carries unless the page says otherwise. */
export function siteMetadata(lang: Lang): Metadata {
  const site = siteIn(lang);
  const home = pagesIn(lang).home;
  return {
    metadataBase: new URL(env.siteUrl),
    title: { default: home.title, template: `%s | ${site.name}` },
    description: home.description,
    applicationName: site.name,
    formatDetection: { telephone: false },
  };
}

export const siteViewport: Viewport = {
  themeColor: colors.forest.DEFAULT,
  width: 'device-width',
  initialScale: 1,
};
