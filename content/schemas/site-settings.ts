import { z } from 'zod';
import { PREFIXED_LANGS, type Lang } from '../languages';
import { normalisePhone } from '../phone';
import { optionalTextSchema, routeSchema, slugSchema, textSchema, uniqueList } from './primitives';

export const navigationItemSchema = z.object({
  id: slugSchema,
  name: textSchema,
  path: routeSchema,
});
export const navigationSchema = uniqueList(navigationItemSchema, 'id');

/** One e-mail rule, the same in the editor's field (config.yml repeats this pattern) and the build. */
export const EMAIL_PATTERN = z.regexes.email;
const EMAIL_MESSAGE = 'must be an e-mail address such as hello@example.com';

/** A phone number typed any common Indian way, stored and shown as "+91 98470 12345". */
const phoneSchema = z.string().transform((typed, ctx) => {
  const canonical = normalisePhone(typed);
  if (canonical === null) {
    ctx.addIssue({
      code: 'custom',
      input: typed,
      message: 'must be a phone number such as 098470 12345 or +91 98470 12345',
    });
    return z.NEVER;
  }
  return canonical;
});

/**
 * The languages whose pages are not built and not linked to. English is always on; at least one other stays
 * on, because a static export cannot build a language route with no language in it.
 */
export const languagesOffSchema = z
  .array(z.enum(PREFIXED_LANGS as [Lang, ...Lang[]]))
  .refine(
    (off) => PREFIXED_LANGS.some((lang) => !off.includes(lang)),
    'must leave at least one language besides English on',
  );

export const siteSchema = z.object({
  name: textSchema.describe('The brand name, in the header, the footer and every page title'),
  shortName: textSchema.describe('For the home-screen icon label'),
  blurb: textSchema.describe('The paragraph in the footer'),
  phone: phoneSchema.describe('The phone number, shown everywhere and called from the site'),
  whatsapp: z
    .preprocess((value) => (value === '' ? undefined : value), phoneSchema.optional())
    .describe('The WhatsApp number, when it is not the phone number'),
  email: z.email(EMAIL_MESSAGE).describe('The e-mail address shown on the site'),
  instagramUrl: z.url({ protocol: /^https$/ }).describe('The Instagram profile'),
  address: z.object({
    locality: textSchema,
    city: textSchema,
    region: textSchema,
    district: textSchema,
    postalCode: z.string().regex(/^\d{6}$/, 'must be a six-digit PIN code'),
    country: z.string().regex(/^[A-Z]{2}$/, 'must be a two-letter country code such as "IN"'),
  }),
  geo: z.object({
    latitude: z.number().min(-90).max(90),
    longitude: z.number().min(-180).max(180),
  }),
  navigation: navigationSchema.describe('The menu items, in order'),
  // The editor saves a cleared choice as null.
  languagesOff: z
    .preprocess((value) => value ?? undefined, languagesOffSchema.optional())
    .describe('Languages switched off: no pages, and nothing links to them'),
  privacyContact: optionalTextSchema.describe(
    'The person who answers questions about personal data; the privacy page names them with the phone and e-mail above',
  ),
});

export type NavigationItem = z.infer<typeof navigationItemSchema>;
export type Site = z.infer<typeof siteSchema>;
