import data from './data/privacy.json' with { type: 'json' };
import { parseContent } from './parse';
import { privacyFileSchema } from './schemas';

export const privacy = parseContent('content/data/privacy.json', privacyFileSchema, data);
