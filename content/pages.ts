import data from './data/pages.json' with { type: 'json' };
import type { Lang } from '@/content/languages';
import { localized } from './localize';
import { parseContent } from './parse';
import { pagesSchema, type Pages } from './schemas';

/* Titles carry no brand name: the root layout's title template adds it. */
export const pages: Pages = parseContent('content/data/pages.json', pagesSchema, data);

/** The pages' copy in `lang`. */
export const pagesIn = (lang: Lang): Pages => localized(lang, 'pages.json', pages);
