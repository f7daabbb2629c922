import data from './data/enquiry-options.json' with { type: 'json' };
import type { EnquiryOption, EnquiryOptions } from './schemas';

const trimmed = (list: EnquiryOption[]) =>
  list.map(({ label, packageId }) => ({ label: label.trim(), packageId }));

/**
 * The trip choices as the enquiry form's browser code reads them. It is the file content/enquiry-options.ts
 * checks when the site builds, with labels trimmed as that check trims them. The lazily loaded form imports
 * it, so the choices travel once in the form's cached script instead of in every page's HTML.
 */
export const enquiryChoices: EnquiryOptions = {
  trekking: trimmed(data.trekking),
  camping: trimmed(data.camping),
  adventure: trimmed(data.adventure),
};
