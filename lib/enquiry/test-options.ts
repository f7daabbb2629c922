import type { EnquiryOptions } from '@/content/schemas';

/** Made-up trip options for unit tests, so no test depends on the operator's real trips. */
export const testOptions: EnquiryOptions = {
  trekking: [
    { label: 'Ridge Walk', packageId: 'ridge-walk' },
    { label: 'Forest Loop', packageId: 'forest-loop' },
    { label: 'Peak Climb', packageId: 'peak' },
  ],
  camping: [
    { label: 'Lake Camp', packageId: 'lake-camp' },
    { label: 'Peak Camp', packageId: 'peak' },
  ],
  adventure: [
    { label: 'Zip-line', packageId: 'zipline' },
    { label: 'Kayaking', packageId: 'kayaking' },
  ],
};
