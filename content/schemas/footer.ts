import { z } from 'zod';

const copy = z.string().trim().min(1);

/** The words of the footer on every page, besides the brand's own (Settings). */
export const footerFileSchema = z.object({
  navigation: copy.describe('Heading of the menu links'),
  contact: copy.describe('Heading of the phone, e-mail and address'),
  follow: copy.describe('Heading of the Instagram link'),
  phone: copy.describe('Read out before the phone number'),
  email: copy.describe('Read out before the e-mail address'),
  newTab: copy.describe('Read out after a link that opens a new tab'),
  privacy: copy.describe('The link to the privacy page'),
  rights: copy.describe('After the year and the brand name'),
  credit: copy.describe('The credit line: {developer} is the web team'),
});

export type FooterWords = z.infer<typeof footerFileSchema>;
