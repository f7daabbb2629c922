import data from './data/adventure.json' with { type: 'json' };
import type { Lang } from '@/content/languages';
import { localized } from './localize';
import { parseContent } from './parse';
import { adventureFileSchema, type Guideline, type Point } from './schemas';

const content = parseContent('content/data/adventure.json', adventureFileSchema, data);

export const guidelines: Guideline[] = content.guidelines;
export const safetyTips: Point[] = content.safetyTips;

/** The adventure page's copy in `lang`. */
export function adventureIn(lang: Lang) {
  const page = localized(lang, 'adventure.json', content);
  return { guidelines: page.guidelines, safetyTips: page.safetyTips };
}
