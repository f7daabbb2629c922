import data from './data/bunny-buds.json' with { type: 'json' };
import { parseContent } from './parse';
import { bunnyBudsFileSchema, type BunnyBuds, type PromoSlide } from './schemas';

const {
  promo,
  promoSlides: slides,
  ...page
} = parseContent('content/data/bunny-buds.json', bunnyBudsFileSchema, data);

export const bunnyBuds: BunnyBuds = page;
export const promoSlides: PromoSlide[] = slides;
export const bunnyBudsPromo: string = promo;
