import data from './data/adventure.json' with { type: 'json' };
import { parseContent } from './parse';
import { adventureFileSchema, type Guideline, type Point } from './schemas';

const content = parseContent('content/data/adventure.json', adventureFileSchema, data);

export const guidelines: Guideline[] = content.guidelines;
export const safetyTips: Point[] = content.safetyTips;
