import { localePath, type Lang } from '@/content/languages';
import { localized } from './localize';
import { site, siteContent as content } from './site';

/* Kept apart from site.ts, which the browser's code reads too: the translations are read from files at build. */

/** The brand, blurb, address words and menu in `lang`, each menu link to that language's page. */
export function siteIn(lang: Lang) {
  const words = localized(lang, 'site.json', content);
  return {
    ...site,
    name: words.name,
    shortName: words.shortName,
    blurb: words.blurb,
    address: words.address,
    navigation: words.navigation.map((item) => ({ ...item, path: localePath(lang, item.path) })),
  };
}
