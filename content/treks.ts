import data from './data/treks.json' with { type: 'json' };
import { parseContent } from './parse';
import { treksFileSchema, type Point } from './schemas';

const content = parseContent('content/data/treks.json', treksFileSchema, data);

export const trekkingBenefits: Point[] = content.benefits;
export const trekkingWhyChooseUs: Point[] = content.whyChooseUs;
