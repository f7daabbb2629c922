import data from './data/camps.json' with { type: 'json' };
import type { Lang } from '@/content/languages';
import { localized } from './localize';
import { parseContent } from './parse';
import { campsFileSchema, type Point } from './schemas';

const content = parseContent('content/data/camps.json', campsFileSchema, data);

export const campingBenefits: Point[] = content.benefits;
export const campingIncluded: Point[] = content.included;
export const campingWhyChooseUs: Point[] = content.whyChooseUs;

/** The camping page's copy in `lang`. */
export function campingIn(lang: Lang) {
  const page = localized(lang, 'camps.json', content);
  return { benefits: page.benefits, included: page.included, whyChooseUs: page.whyChooseUs };
}
