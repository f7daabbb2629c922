import { env } from '@/lib/env';
import data from './data/site.json' with { type: 'json' };
import { parseContent } from './parse';
import { siteSchema, type NavigationItem } from './schemas';

/* The operator's values (brand, blurb, menu, contact details) live in content/data/site.json; a deployment
   may override the contact details through its NEXT_PUBLIC_* variables (lib/env.ts). */
const content = parseContent('content/data/site.json', siteSchema, data);

export type NavItem = NavigationItem;

const phone = env.phone ?? content.phone;
const whatsappNumber = (env.whatsappNumber ?? phone).replace(/\D/g, '');

/** The one site config. */
export const site = {
  name: content.name,
  shortName: content.shortName,
  blurb: content.blurb,
  url: env.siteUrl,
  mediaBaseUrl: env.mediaBaseUrl,
  phone,
  phoneHref: `tel:${phone.replace(/[^\d+]/g, '')}`,
  email: env.email ?? content.email,
  address: content.address,
  /** Approximate: Munnar town. Set the base camp's own coordinates when known. */
  geo: content.geo,
  whatsappNumber,
  whatsappUrl: `https://wa.me/${whatsappNumber}`,
  instagramUrl: env.instagramUrl ?? content.instagramUrl,
  developer: { name: 'the Kuttiyar Valley web team' },
  locale: 'en-IN',
};

export const addressLine = `${site.address.locality}, ${site.address.city}`;

/** WhatsApp chat link, optionally with a prefilled message. */
export function whatsappLink(text?: string): string {
  return text ? `${site.whatsappUrl}?text=${encodeURIComponent(text)}` : site.whatsappUrl;
}

export const navigation: NavItem[] = content.navigation;
