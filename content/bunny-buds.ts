import data from './data/bunny-buds.json' with { type: 'json' };
import type { Lang } from '@/content/languages';
import { localized } from './localize';
import { parseContent } from './parse';
import { bunnyBudsFileSchema, type BunnyBuds, type PromoSlide } from './schemas';

const file = parseContent('content/data/bunny-buds.json', bunnyBudsFileSchema, data);
const { promo, promoSlides: slides, ...page } = file;

export const bunnyBuds: BunnyBuds = page;
export const promoSlides: PromoSlide[] = slides;
export const bunnyBudsPromo: string = promo;

/** The Bunny Buds page, its promotion's slides and line in `lang`. */
export function bunnyBudsIn(lang: Lang): { page: BunnyBuds; promoSlides: PromoSlide[]; promo: string } {
  const { promo: line, promoSlides: slidesIn, ...pageIn } = localized(lang, 'bunny-buds.json', file);
  return { page: pageIn, promoSlides: slidesIn, promo: line };
}
