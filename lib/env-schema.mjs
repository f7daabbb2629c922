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
  NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: setting(z.string()),
  NEXT_PUBLIC_EMAILJS_SERVICE_ID: setting(z.string()),
  NEXT_PUBLIC_EMAILJS_TEMPLATE_ID: setting(z.string()),
  NEXT_PUBLIC_EMAILJS_ORIGIN: setting(address),
});

/** Contact details the site once took from the environment: they live in Settings in the editor now. */
export const RETIRED = [
  'NEXT_PUBLIC_PHONE',
  'NEXT_PUBLIC_EMAIL',
  'NEXT_PUBLIC_WHATSAPP_NUMBER',
  'NEXT_PUBLIC_INSTAGRAM_URL',
];

/** One line per variable that breaks a rule, naming it: empty when all is well. */
export function publicEnvProblems(raw) {
  const retired = RETIRED.filter((name) => blankToUndefined(raw[name]) !== undefined).map(
    (name) =>
      `${name} is no longer read: contact details are set in the editor, Settings (content/data/site.json); remove it`,
  );
  const result = schema.safeParse(raw);
  if (result.success) return retired;
  return [...result.error.issues.map((issue) => `${String(issue.path[0])} ${issue.message}`), ...retired];
}

/**
 * The public configuration, typed, with defaults filled in; throws naming each variable that is wrong.
 * Contact details are not here: the operator edits them in the site's content (Settings in the editor).
 */
export function parsePublicEnv(raw) {
  const problems = publicEnvProblems(raw);
  if (problems.length) throw new Error(`Invalid configuration: ${problems.join('; ')}`);
  const result = schema.safeParse(raw);
  if (!result.success) throw new Error('unreachable: publicEnvProblems found nothing');
  const env = result.data;
  return {
    siteUrl: env.NEXT_PUBLIC_SITE_URL ?? DEFAULTS.siteUrl,
    /** Empty: pictures and videos load from the files the site ships. */
    mediaBaseUrl: env.NEXT_PUBLIC_MEDIA_BASE_URL ?? '',
    emailJs: {
      publicKey: env.NEXT_PUBLIC_EMAILJS_PUBLIC_KEY ?? '',
      serviceId: env.NEXT_PUBLIC_EMAILJS_SERVICE_ID ?? '',
      templateId: env.NEXT_PUBLIC_EMAILJS_TEMPLATE_ID ?? '',
      origin: env.NEXT_PUBLIC_EMAILJS_ORIGIN ?? DEFAULTS.emailJsOrigin,
    },
  };
}
