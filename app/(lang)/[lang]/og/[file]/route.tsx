import { isLang } from '@/content/languages';
import { langParams } from '@/lib/i18n/lang-route';
import { cardParams, shareCardResponse } from '@/app/og/share-card-response';

export const dynamic = 'force-static';
export const dynamicParams = false;

/* The languages that have pages: a language switched off has no cards either. */
export function generateStaticParams() {
  return langParams().flatMap(({ lang }) => cardParams().map(({ file }) => ({ lang, file })));
}

/** Each other language's cards, at /<lang>/og/<file>.jpg, in its words. */
export async function GET(
  _request: Request,
  { params }: { params: Promise<{ lang: string; file: string }> },
) {
  const { lang, file } = await params;
  if (!isLang(lang)) return new Response('Not found', { status: 404 });
  return shareCardResponse(lang, file);
}
