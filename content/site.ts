import { navigationSchema, type NavigationItem } from './schemas';

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

const orDefault = (value: string | undefined, fallback: string) => (value?.trim() ? value.trim() : fallback);

export type NavItem = NavigationItem;

const phone = orDefault(env.phone, '+91 98765 43210');
const whatsappNumber = orDefault(env.whatsapp, phone).replace(/\D/g, '');

export const site = {
  name: 'Kuttiyar Valley Adventures',
  shortName: 'Kuttiyar Valley',
  blurb:
    'Treks, camps and outdoor adventures in the hills of Munnar, led by people who grew up in the Kuttiyar valley. Tell us what you would love to do and we will call you back to plan it.',
  url: orDefault(env.siteUrl, 'http://localhost:3000').replace(/\/+$/, ''),
  mediaBaseUrl: orDefault(env.mediaBaseUrl, '').replace(/\/+$/, ''),
  phone,
  phoneHref: `tel:${phone.replace(/[^\d+]/g, '')}`,
  email: orDefault(env.email, 'hello@example.com'),
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
  instagramUrl: orDefault(env.instagram, 'https://www.instagram.com/kuttiyarvalleyadventures/'),
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
