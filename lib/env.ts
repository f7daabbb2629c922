import { parsePublicEnv } from './env-schema.mjs';

/**
 * The site's public configuration, the one place that reads NEXT_PUBLIC_* variables. Each read is a
 * literal `process.env.NEXT_PUBLIC_…` so Next inlines the value at build time; the rules and defaults
 * are in env-schema.mjs, which the build's pre-check applies too.
 */
export const env = parsePublicEnv({
  NEXT_PUBLIC_SITE_URL: process.env.NEXT_PUBLIC_SITE_URL,
  NEXT_PUBLIC_MEDIA_BASE_URL: process.env.NEXT_PUBLIC_MEDIA_BASE_URL,
  NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: process.env.NEXT_PUBLIC_EMAILJS_PUBLIC_KEY,
  NEXT_PUBLIC_EMAILJS_SERVICE_ID: process.env.NEXT_PUBLIC_EMAILJS_SERVICE_ID,
  NEXT_PUBLIC_EMAILJS_TEMPLATE_ID: process.env.NEXT_PUBLIC_EMAILJS_TEMPLATE_ID,
  NEXT_PUBLIC_EMAILJS_ORIGIN: process.env.NEXT_PUBLIC_EMAILJS_ORIGIN,
});

export type PublicEnv = typeof env;
