import type { Lang } from '@/content/languages';
import { localized } from './localize';
import { adventureFileSchema, type Guideline, type Point } from './schemas';
import { readContentFile } from './trip-files';

/* The adventure page's guidelines and safety tips, read at build time from the content directory. */
const content = readContentFile('adventure.json', adventureFileSchema);

export const guidelines: Guideline[] = content.guidelines;
export const safetyTips: Point[] = content.safetyTips;

/** The adventure page's copy in `lang`. */
export function adventureIn(lang: Lang) {
  const page = localized(lang, 'adventure.json', content);
  return { guidelines: page.guidelines, safetyTips: page.safetyTips };
}
