import data from './data/footer.json' with { type: 'json' };
import { footerFileSchema } from './schemas';
import { parseContent } from './parse';

export const footerWords = parseContent('content/data/footer.json', footerFileSchema, data);
