import data from './data/camps.json' with { type: 'json' };
import { parseContent } from './parse';
import { campSections, campsFileSchema, type CampEntry, type CampPackage, type Point } from './schemas';

const content = parseContent('content/data/camps.json', campsFileSchema, data);

/** The camp's fixed sections under their headings, in order, as the cards and brochures read them. */
function withSections(camp: CampEntry): CampPackage {
  const { day1, day2, inclusions, exclusions, extras, ...card } = camp;
  const points = { day1, day2, inclusions, exclusions, extras };
  const sections = Object.entries(campSections) as [keyof typeof campSections, string][];
  return { ...card, switchData: sections.map(([field, heading]) => ({ heading, points: points[field] })) };
}

export const camps: CampPackage[] = content.camps.map(withSections);
export const campingBenefits: Point[] = content.benefits;
export const campingIncluded: Point[] = content.included;
export const campingWhyChooseUs: Point[] = content.whyChooseUs;
