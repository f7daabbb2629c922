import { DEFAULT_LANG, PREFIXED_LANGS, type Lang } from './languages';
import { languagesOn } from './language-switch.mjs';
import { siteContent } from './site';

/**
 * The languages with a prefix that Settings leaves on. Only these have pages, and only these are linked to:
 * the switchers, the one-line offer, hreflang alternates, og:locale alternates and the sitemap read them.
 */
export const SITE_PREFIXED_LANGS: Lang[] = languagesOn(PREFIXED_LANGS, siteContent.languagesOff);

/** Every language the site is built in, English first. */
export const SITE_LANGS: Lang[] = [DEFAULT_LANG, ...SITE_PREFIXED_LANGS];

export function isOnSite(lang: Lang): boolean {
  return SITE_LANGS.includes(lang);
}
