// The rules for the site's public configuration (NEXT_PUBLIC_* variables), shared by lib/env.ts, which
// the site reads them through, and scripts/check-env.mjs, which checks them before a build starts.
// Plain JavaScript so the build script can import it without a TypeScript step.
import { z } from './zod.mjs';

/** The three EmailJS ids a production build cannot do without. */
export const EMAILJS_IDS = [
  'NEXT_PUBLIC_EMAILJS_PUBLIC_KEY',
  'NEXT_PUBLIC_EMAILJS_SERVICE_ID',
  'NEXT_PUBLIC_EMAILJS_TEMPLATE_ID',
];

export const DEFAULTS = {
  siteUrl: 'http://localhost:3000',
  emailJsOrigin: 'https://api.emailjs.com',
};

/** An unset or blank variable counts as not set; anything else is trimmed. */
const blankToUndefined = (value) => {
  if (typeof value !== 'string') return value;
  return value.trim() === '' ? undefined : value.trim();
};
const setting = (schema) => z.preprocess(blankToUndefined, schema.optional());

const address = z
  .url({ protocol: /^https?$/, error: 'must be a full http:// or https:// address' })
  .transform((url) => url.replace(/\/+$/, ''));

const schema = z.object({
  NEXT_PUBLIC_SITE_URL: setting(address),
  NEXT_PUBLIC_MEDIA_BASE_URL: setting(address),
  NEXT_PUBLIC_PHONE: setting(
    z.string().regex(/^\+?[\d\s()-]{10,20}$/, { error: 'must be a phone number, e.g. +91 98765 43210' }),
  ),
  NEXT_PUBLIC_EMAIL: setting(z.email({ error: 'must be an e-mail address' })),
  NEXT_PUBLIC_WHATSAPP_NUMBER: setting(
    z.string().regex(/^\+?\d{10,15}$/, { error: 'must be digits with the country code, e.g. 919876543210' }),
  ),
  NEXT_PUBLIC_INSTAGRAM_URL: setting(address),
  NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: setting(z.string()),
  NEXT_PUBLIC_EMAILJS_SERVICE_ID: setting(z.string()),
  NEXT_PUBLIC_EMAILJS_TEMPLATE_ID: setting(z.string()),
  NEXT_PUBLIC_EMAILJS_ORIGIN: setting(address),
});

/** One line per variable that breaks a rule, naming it: empty when all is well. */
export function publicEnvProblems(raw) {
  const result = schema.safeParse(raw);
  if (result.success) return [];
  return result.error.issues.map((issue) => `${String(issue.path[0])} ${issue.message}`);
}

/**
 * The public configuration, typed, with defaults filled in; throws naming each variable that is wrong.
 * Contact details stay undefined when unset: the site then uses the operator's, from its content.
 */
export function parsePublicEnv(raw) {
  const result = schema.safeParse(raw);
  if (!result.success) throw new Error(`Invalid configuration: ${publicEnvProblems(raw).join('; ')}`);
  const env = result.data;
  return {
    siteUrl: env.NEXT_PUBLIC_SITE_URL ?? DEFAULTS.siteUrl,
    /** Empty: pictures and videos load from the files the site ships. */
    mediaBaseUrl: env.NEXT_PUBLIC_MEDIA_BASE_URL ?? '',
    phone: env.NEXT_PUBLIC_PHONE,
    email: env.NEXT_PUBLIC_EMAIL,
    whatsappNumber: env.NEXT_PUBLIC_WHATSAPP_NUMBER,
    instagramUrl: env.NEXT_PUBLIC_INSTAGRAM_URL,
    emailJs: {
      publicKey: env.NEXT_PUBLIC_EMAILJS_PUBLIC_KEY ?? '',
      serviceId: env.NEXT_PUBLIC_EMAILJS_SERVICE_ID ?? '',
      templateId: env.NEXT_PUBLIC_EMAILJS_TEMPLATE_ID ?? '',
      origin: env.NEXT_PUBLIC_EMAILJS_ORIGIN ?? DEFAULTS.emailJsOrigin,
    },
  };
}
