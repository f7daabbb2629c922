import data from './data/site.json' with { type: 'json' };
import { parseContent } from './parse';
import { telDigits, whatsappDigits } from './phone';
import { siteSchema, type NavigationItem } from './schemas';

/* The operator's values (brand, blurb, menu, contact details) live in content/data/site.json, the one place
   they are edited: Settings in the editor. Phone numbers arrive here in their canonical "+91 98470 12345". */
const content = parseContent('content/data/site.json', siteSchema, data);

/** The file as validated, for its translations (content/site-in.ts). */
export const siteContent = content;

type NavItem = NavigationItem;

const whatsappNumber = whatsappDigits(content.whatsapp ?? content.phone);

/** The one site config. */
export const site = {
  name: content.name,
  shortName: content.shortName,
  blurb: content.blurb,
  phone: content.phone,
  phoneHref: `tel:${telDigits(content.phone)}`,
  email: content.email,
  address: content.address,
  /** Approximate: Munnar town. Set the base camp's own coordinates when known. */
  geo: content.geo,
  whatsappNumber,
  whatsappUrl: `https://wa.me/${whatsappNumber}`,
  instagramUrl: content.instagramUrl,
  /** Who answers questions about visitors' personal data; unset, the privacy page names the operator. */
  privacyContact: content.privacyContact,
  developer: { name: 'the Kuttiyar Valley web team' },
  locale: 'en-IN',
};

export const addressLine = `${site.address.locality}, ${site.address.city}`;

/** WhatsApp chat link, optionally with a prefilled message. */
export function whatsappLink(text?: string): string {
  return text ? `${site.whatsappUrl}?text=${encodeURIComponent(text)}` : site.whatsappUrl;
}

export const navigation: NavItem[] = content.navigation;
