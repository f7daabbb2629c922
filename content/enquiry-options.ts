import { activities } from './adventure';
import { camps } from './camps';
import data from './data/enquiry-options.json' with { type: 'json' };
import { parseContent } from './parse';
import { enquiryOptionsSchemaFor, type EnquiryOptions } from './schemas';
import { treks } from './treks';

type Ids = [string, ...string[]];
const idsOf = (entries: { id: string }[]) => entries.map((entry) => entry.id) as Ids;

/*
 * The labels are sent in the enquiry e-mail as they are written. Each packageId must name a real trek,
 * camp or activity, so a renamed id fails the build here.
 */
export const enquiryOptions: EnquiryOptions = parseContent(
  'content/data/enquiry-options.json',
  enquiryOptionsSchemaFor({ trekking: idsOf(treks), camping: idsOf(camps), adventure: idsOf(activities) }),
  data,
);
