import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fill, type Translate, type Words } from './fill';
import { DEFAULT_LANG, type Lang } from '@/content/languages';

export type { Translate };

const loaded = new Map<Lang, Record<string, string>>();

/**
 * A language's interface strings, keyed by the English string itself. English has no file: its
 * dictionary is the keys. Read on the server at build time, so no dictionary ships to the browser.
 */
export function uiStrings(lang: Lang): Record<string, string> {
  if (lang === DEFAULT_LANG) return {};
  let strings = loaded.get(lang);
  if (!strings) {
    const read = (path: string) => JSON.parse(readFileSync(resolve(process.cwd(), 'content', path), 'utf8'));
    const glossary = read('glossary.json') as Record<string, Partial<Record<Lang, string>>>;
    const names = Object.entries(glossary).flatMap(([english, names]) => {
      const name = names[lang];
      return name ? [[english, name]] : [];
    });
    // A name from the glossary reads as the glossary writes it, unless the interface file says otherwise.
    const merged: Record<string, string> = {
      ...Object.fromEntries(names),
      ...(read(`translations/${lang}/ui.json`) as Record<string, string>),
    };
    strings = merged;
    loaded.set(lang, strings);
  }
  return strings;
}

/** The interface in `lang`; a string not yet translated reads in English. */
export function translator(lang: Lang): Translate {
  const strings = uiStrings(lang);
  return (english, params) => fill(strings[english] || english, params);
}

/** The English strings `lang` has no translation for, among `keys`. */
export function missingKeys(lang: Lang, keys: readonly string[]): string[] {
  const strings = uiStrings(lang);
  return lang === DEFAULT_LANG ? [] : keys.filter((key) => !strings[key]);
}

/** The translations of an island's own strings, for its props; empty in English, whose text is the key. */
export function wordsFor<K extends string>(lang: Lang, keys: readonly K[]): Words<K> {
  const strings = uiStrings(lang);
  return Object.fromEntries(keys.flatMap((key) => (strings[key] ? [[key, strings[key]]] : []))) as Words<K>;
}
