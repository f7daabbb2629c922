import { notFound } from 'next/navigation';
import { isLang, type Lang } from '@/content/languages';
import { isOnSite, SITE_PREFIXED_LANGS } from '@/content/site-languages';

/** The props of a route under /[lang]/. */
export type LangParams = { params: Promise<{ lang: string }> };

/** One set of pages per language with a prefix that Settings leaves on; a language switched off has none. */
export function langParams(): { lang: Lang }[] {
  return SITE_PREFIXED_LANGS.map((lang) => ({ lang }));
}

export async function routeLang(params: Promise<{ lang: string }>): Promise<Lang> {
  const { lang } = await params;
  if (!isLang(lang) || !isOnSite(lang)) notFound();
  return lang;
}
