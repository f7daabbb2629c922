import { gallerySlides } from '@/components/gallery/gallery-slides';
import { galleryIn } from '@/content/home';
import { langParams, routeLang, type LangParams } from '@/lib/i18n/lang-route';

export const dynamic = 'force-static';
export const dynamicParams = false;
export const generateStaticParams = langParams;

/** /<lang>/gallery.json: the gallery's slides with their titles and alt texts in the language. */
export async function GET(_request: Request, { params }: LangParams) {
  return Response.json(gallerySlides(galleryIn(await routeLang(params))));
}
