import data from './data/site.json' with { type: 'json' };
import { parseContent } from './parse';
import { siteSchema, type NavigationItem } from './schemas';

/**
 * The one site config. Values that differ per deployment come from NEXT_PUBLIC_* variables
 * (listed in .env.example), read here and nowhere else. Each read must be a literal
 * `process.env.NEXT_PUBLIC_…` so Next can inline it at build time.
 */
const env = {
  siteUrl: process.env.NEXT_PUBLIC_SITE_URL,
  mediaBaseUrl: process.env.NEXT_PUBLIC_MEDIA_BASE_URL,
  phone: process.env.NEXT_PUBLIC_PHONE,
  email: process.env.NEXT_PUBLIC_EMAIL,
  whatsapp: process.env.NEXT_PUBLIC_WHATSAPP_NUMBER,
  instagram: process.env.NEXT_PUBLIC_INSTAGRAM_URL,
};

/* The static values (brand, blurb, menu, default contact details) live in content/data/site.json. */
const defaults = parseContent('content/data/site.json', siteSchema, data);

const orDefault = (value: string | undefined, fallback: string) => (value?.trim() ? value.trim() : fallback);

export type NavItem = NavigationItem;

const phone = orDefault(env.phone, defaults.phone);
const whatsappNumber = orDefault(env.whatsapp, phone).replace(/\D/g, '');

export const site = {
  name: defaults.name,
  shortName: defaults.shortName,
  blurb: defaults.blurb,
  url: orDefault(env.siteUrl, 'http://localhost:3000').replace(/\/+$/, ''),
  mediaBaseUrl: orDefault(env.mediaBaseUrl, '').replace(/\/+$/, ''),
  phone,
  phoneHref: `tel:${phone.replace(/[^\d+]/g, '')}`,
  email: orDefault(env.email, defaults.email),
  address: defaults.address,
  /** Approximate: Munnar town. Set the base camp's own coordinates when known. */
  geo: defaults.geo,
  whatsappNumber,
  whatsappUrl: `https://wa.me/${whatsappNumber}`,
  instagramUrl: orDefault(env.instagram, defaults.instagramUrl),
  developer: { name: 'the Kuttiyar Valley web team' },
  locale: 'en-IN',
};

export const addressLine = `${site.address.locality}, ${site.address.city}`;

/** WhatsApp chat link, optionally with a prefilled message. */
export function whatsappLink(text?: string): string {
  return text ? `${site.whatsappUrl}?text=${encodeURIComponent(text)}` : site.whatsappUrl;
}

export const navigation: NavItem[] = defaults.navigation;
