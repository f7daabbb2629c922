import { ShareCard } from '@/components/seo/share-card';
import type { Lang } from '@/content/languages';
import { cardContent, cardFiles } from '@/lib/og/card-content';
import { CARD_TYPE } from '@/lib/og/card-file';
import { drawCard } from '@/lib/og/draw-card';

/*
 * Sharing cards are real .jpg files of the export, drawn at build by the routes /og/<file> (English) and
 * /<lang>/og/<file>, each in its language's words: static hosts serve Next's extension-less opengraph-image
 * with a type that link previews reject.
 */

/** The params of every card of one language. */
export function cardParams(): { file: string }[] {
  return cardFiles().map((file) => ({ file }));
}

/** The card `file` in `lang` as an image response, or a 404 for a name that is no card. */
export async function shareCardResponse(lang: Lang, file: string): Promise<Response> {
  const content = await cardContent(lang, file);
  if (!content) return new Response('Not found', { status: 404 });
  const image = await drawCard(<ShareCard {...content} />);
  return new Response(new Uint8Array(image), { headers: { 'Content-Type': CARD_TYPE } });
}
