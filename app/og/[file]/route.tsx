import { DEFAULT_LANG } from '@/content/languages';
import { cardParams, shareCardResponse } from '../share-card-response';

export const dynamic = 'force-static';
export const dynamicParams = false;
export const generateStaticParams = cardParams;

/** The English cards, at /og/<file>.jpg. */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  return shareCardResponse(DEFAULT_LANG, (await params).file);
}
