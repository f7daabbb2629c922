import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Lang } from '@/content/languages';
import { localized } from './localize';
import { parseContent } from './parse';
import { adventureFileSchema, type Guideline, type Point } from './schemas';
import { contentDir } from './trip-files';

/* The adventure page's guidelines and safety tips, read at build time from the content directory. */
const file = `${contentDir()}/adventure.json`;
const content = parseContent(
  file,
  adventureFileSchema,
  JSON.parse(readFileSync(resolve(process.cwd(), file), 'utf8')),
);

export const guidelines: Guideline[] = content.guidelines;
export const safetyTips: Point[] = content.safetyTips;

/** The adventure page's copy in `lang`. */
export function adventureIn(lang: Lang) {
  const page = localized(lang, 'adventure.json', content);
  return { guidelines: page.guidelines, safetyTips: page.safetyTips };
}
