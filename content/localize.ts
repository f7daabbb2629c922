import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { DEFAULT_LANG, type Lang } from '@/content/languages';

type Json = unknown;

const isObject = (value: Json): value is Record<string, Json> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

const idOf = (value: Json) => (isObject(value) && typeof value.id === 'string' ? value.id : undefined);

/**
 * The English content with the translation laid over it, path by path: a string the translation has
 * replaces the English one; objects merge key by key; list entries pair by id where they have one, else by
 * position. Anything the translation lacks stays English, and each English string kept is reported, so the
 * page can mark it as English.
 */
export function overlay<T>(english: T, translated: Json, keptEnglish: (text: string) => void): T {
  return merge(english, translated, keptEnglish) as T;
}

function merge(english: Json, translated: Json, kept: (text: string) => void): Json {
  if (typeof english === 'string') {
    if (typeof translated === 'string' && translated.trim()) return translated;
    kept(english);
    return english;
  }
  if (Array.isArray(english)) {
    const list = Array.isArray(translated) ? translated : [];
    return english.map((entry, index) => {
      const id = idOf(entry);
      // A translated entry with an id belongs to the English entry of that id, wherever either stands.
      const byId = id !== undefined && list.some((other) => idOf(other) !== undefined);
      const match = byId ? list.find((other) => idOf(other) === id) : list[index];
      return merge(entry, match, kept);
    });
  }
  if (isObject(english)) {
    const other = isObject(translated) ? translated : {};
    return Object.fromEntries(
      Object.entries(english).map(([key, value]) => [key, merge(value, other[key], kept)]),
    );
  }
  return english;
}

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
    const translated: Json = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
    const kept = fallbacks.get(lang) ?? new Set<string>();
    fallbacks.set(lang, kept);
    cache.set(
      key,
      overlay(english, translated, (text) => {
        // Paths, addresses and ids are never translated; only words are marked.
        if (/\s|[^\x00-\x7f]/.test(text) || /^[A-Z][a-z]+$/.test(text)) kept.add(text);
      }),
    );
  }
  return cache.get(key) as T;
}
