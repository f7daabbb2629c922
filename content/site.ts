import { env } from '@/lib/env';
import { navigationSchema, type NavigationItem } from './schemas';

export type NavItem = NavigationItem;

const { phone, whatsappNumber } = env;

/** The one site config: per-deployment values come from lib/env.ts, the rest is written here. */
export const site = {
  name: 'Kuttiyar Valley Adventures',
  shortName: 'Kuttiyar Valley',
  blurb:
    'Treks, camps and outdoor adventures in the hills of Munnar, led by people who grew up in the Kuttiyar valley. Tell us what you would love to do and we will call you back to plan it.',
  url: env.siteUrl,
  mediaBaseUrl: env.mediaBaseUrl,
  phone,
  phoneHref: `tel:${phone.replace(/[^\d+]/g, '')}`,
  email: env.email,
  address: {
    locality: 'Kuttiyar valley',
    city: 'Munnar',
    region: 'Kerala',
    district: 'Idukki',
    postalCode: '685612',
    country: 'IN',
  },
  /** Approximate: Munnar town. Set the base camp's own coordinates when known. */
  geo: { latitude: 10.0889, longitude: 77.0595 },
  whatsappNumber,
  whatsappUrl: `https://wa.me/${whatsappNumber}`,
  instagramUrl: env.instagramUrl,
  developer: { name: 'the Kuttiyar Valley web team' },
  locale: 'en-IN',
};

export const addressLine = `${site.address.locality}, ${site.address.city}`;

/** WhatsApp chat link, optionally with a prefilled message. */
export function whatsappLink(text?: string): string {
  return text ? `${site.whatsappUrl}?text=${encodeURIComponent(text)}` : site.whatsappUrl;
}

export const navigation: NavItem[] = navigationSchema.parse([
  { id: 'trekking', name: 'Trekking', path: '/trekking/' },
  { id: 'camping', name: 'Camping', path: '/camping/' },
  { id: 'adventure', name: 'Adventure', path: '/adventure-activities/' },
  { id: 'bunny-buds', name: 'Bunny Buds', path: '/bunny-buds/' },
  { id: 'glamping', name: 'Glamping', path: '/glamping/' },
]);
