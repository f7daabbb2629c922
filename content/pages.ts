import data from './data/pages.json' with { type: 'json' };
import { parseContent } from './parse';
import { pagesSchema, type Pages } from './schemas';

/* Titles carry no brand name: the root layout's title template adds it. */
export const pages: Pages = parseContent('content/data/pages.json', pagesSchema, data);
