import data from './data/footer.json' with { type: 'json' };
import { footerFileSchema } from './footer-schema';
import { parseContent } from './parse';

export const footerWords = parseContent('content/data/footer.json', footerFileSchema, data);
