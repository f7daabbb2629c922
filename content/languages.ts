/**
 * The site's languages, one entry each. English is the default and stays at the unprefixed addresses;
 * every other language mirrors each page under /<code>/. Adding a language is an entry here, its words in
 * content/translations/<code>/ (ui.json for the interface, the content files at their English paths).
 */
export const LANGUAGES = {
  en: {
    /** The language's own name, in its own script: how the switcher offers it. */
    name: 'English',
    /** `<html lang>` and `hreflang`. */
    htmlLang: 'en',
    ogLocale: 'en_IN',
    /** How the e-mail to the owner names the visitor's language. */
    englishName: 'English',
  },
  ml: { name: 'മലയാളം', htmlLang: 'ml', ogLocale: 'ml_IN', englishName: 'Malayalam' },
  ta: { name: 'தமிழ்', htmlLang: 'ta', ogLocale: 'ta_IN', englishName: 'Tamil' },
} as const satisfies Record<
  string,
  { name: string; htmlLang: string; ogLocale: string; englishName: string }
>;

export type Lang = keyof typeof LANGUAGES;

export const DEFAULT_LANG: Lang = 'en';

/** Every language, English first. */
export const LANGS = Object.keys(LANGUAGES) as Lang[];

/** The languages with pages under their own prefix. */
export const PREFIXED_LANGS: Lang[] = LANGS.filter((lang) => lang !== DEFAULT_LANG);

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && Object.hasOwn(LANGUAGES, value);
}

/** The same page in `lang`: "/trekking/" → "/ml/trekking/"; English keeps the address as it is. */
export function localePath(lang: Lang, path: string): string {
  if (lang === DEFAULT_LANG || !path.startsWith('/')) return path;
  return `/${lang}${path}`;
}

/** The English address of a page in any language: "/ml/trekking/" → "/trekking/". */
export function englishPath(path: string): string {
  const [, first] = path.split('/');
  return first && PREFIXED_LANGS.includes(first as Lang) ? path.slice(first.length + 1) || '/' : path;
}
