import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { DEFAULT_LANG, type Lang } from '@/content/languages';
import { overlay } from './overlay.mjs';

/* Strings a language shows in English because no translation was written; read when rendering. */
const fallbacks = new Map<Lang, Set<string>>();

/** "en" when this text appears on a `lang` page in English because it has no translation yet. */
export function fallbackLang(lang: Lang, text: string | undefined): 'en' | undefined {
  return lang !== DEFAULT_LANG && text !== undefined && fallbacks.get(lang)?.has(text) ? 'en' : undefined;
}

const cache = new Map<string, unknown>();

/** The words of a file of content/data/ (e.g. "treks/meesapulimalai.json") in `lang`, laid over `english`. */
export function localized<T>(lang: Lang, dataPath: string, english: T): T {
  if (lang === DEFAULT_LANG) return english;
  const key = `${lang}/${dataPath}`;
  if (!cache.has(key)) {
    const file = resolve(process.cwd(), 'content', 'translations', lang, dataPath);
    const translated: unknown = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
    const kept = fallbacks.get(lang) ?? new Set<string>();
    fallbacks.set(lang, kept);
    cache.set(
      key,
      overlay(english, translated, (text) => kept.add(text)),
    );
  }
  return cache.get(key) as T;
}
