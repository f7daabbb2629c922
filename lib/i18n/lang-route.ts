import { notFound } from 'next/navigation';
import { isLang, PREFIXED_LANGS, type Lang } from '@/content/languages';

/** The props of a route under /[lang]/. */
export type LangParams = { params: Promise<{ lang: string }> };

/** One set of pages per language with a prefix. */
export function langParams(): { lang: Lang }[] {
  return PREFIXED_LANGS.map((lang) => ({ lang }));
}

export async function routeLang(params: Promise<{ lang: string }>): Promise<Lang> {
  const { lang } = await params;
  if (!isLang(lang)) notFound();
  return lang;
}
