import { activities } from './adventure';
import { camps } from './camps';
import { parseContent } from './parse';
import { enquiryOptionsSchemaFor, type EnquiryOptions } from './schemas';
import { treks } from './treks';

/* Labels are the spec's, letter for letter ("Sanctury" included): they are sent in the enquiry e-mail. */
const rawEnquiryOptions = {
  trekking: [
    { label: 'Letchmi Hills', packageId: 'letchmi-hills' },
    { label: 'Chokkarmudi', packageId: 'chokkarmudi' },
    { label: 'Top Valley', packageId: 'top-valley' },
    { label: 'Meesapulimalai', packageId: 'meesapulimalai' },
    { label: 'Kolukkumalai', packageId: 'kolukkumalai' },
    { label: 'Chinnar Wildlife Sanctury', packageId: 'chinnar-wildlife-sanctuary' },
    { label: 'Pambadum Shola National Park', packageId: 'pambadum-shola-national-park' },
  ],
  camping: [
    { label: 'Kolukkumalai Sunrise Camp', packageId: 'kolukkumalai-sunrise' },
    { label: 'Yellapetty Camp', packageId: 'yellapetty-tent-camp' },
    { label: 'Meesapulimalai Camp', packageId: 'meesapulimalai' },
  ],
  adventure: [
    { label: 'Zip-line', packageId: 'zipline' },
    { label: 'Mountaineering', packageId: 'mountaineering' },
    { label: 'Rock climbing & Rappelling', packageId: 'rock-climbing-rappelling' },
    { label: 'Kayaking', packageId: 'kayaking' },
    { label: 'Mountain cycling', packageId: 'mountain-cycling' },
  ],
};

type Ids = [string, ...string[]];
const idsOf = (entries: { id: string }[]) => entries.map((entry) => entry.id) as Ids;

/* Each packageId must name a real trek, camp or activity, so a renamed id fails the build here. */
export const enquiryOptions: EnquiryOptions = parseContent(
  'content/enquiry-options.ts',
  enquiryOptionsSchemaFor({ trekking: idsOf(treks), camping: idsOf(camps), adventure: idsOf(activities) }),
  rawEnquiryOptions,
);
