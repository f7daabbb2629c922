import data from './data/treks.json' with { type: 'json' };
import type { Lang } from '@/content/languages';
import { localized } from './localize';
import { parseContent } from './parse';
import { treksFileSchema, type Point } from './schemas';

const content = parseContent('content/data/treks.json', treksFileSchema, data);

export const trekkingBenefits: Point[] = content.benefits;
export const trekkingWhyChooseUs: Point[] = content.whyChooseUs;

/** The trekking page's copy in `lang`. */
export function trekkingIn(lang: Lang) {
  const page = localized(lang, 'treks.json', content);
  return { benefits: page.benefits, whyChooseUs: page.whyChooseUs };
}
