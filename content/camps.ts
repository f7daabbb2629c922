import data from './data/camps.json' with { type: 'json' };
import { parseContent } from './parse';
import { campsFileSchema, type Point } from './schemas';

const content = parseContent('content/data/camps.json', campsFileSchema, data);

export const campingBenefits: Point[] = content.benefits;
export const campingIncluded: Point[] = content.included;
export const campingWhyChooseUs: Point[] = content.whyChooseUs;
