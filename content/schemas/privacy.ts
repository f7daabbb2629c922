import { z } from 'zod';
import { isoDateSchema } from './primitives';

/** The placeholders the page fills in; any other word in braces would show as typed. */
const PLACEHOLDERS = ['site', 'days', 'contact', 'date'];

/** Visible copy: never empty, surrounding whitespace trimmed, braces only around a known placeholder. */
const copy = z
  .string()
  .trim()
  .min(1)
  .refine(
    (text) => [...text.matchAll(/\{([^{}]*)\}/g)].every((match) => PLACEHOLDERS.includes(match[1]!)),
    `a word in braces must be one of ${PLACEHOLDERS.map((name) => `{${name}}`).join(', ')}`,
  );

/**
 * Words may carry placeholders the page fills in: {site} the brand name, {days} how many days the phone's
 * outbox sends an enquiry by itself, {contact} the privacy contact named in Settings.
 */
const partSchema = z.object({
  heading: copy.describe('The part’s heading, also its line in “On this page”'),
  text: copy.describe('Its paragraphs, separated by an empty line'),
});

/** The privacy page (/privacy/) and the short notice by the enquiry form's Send button. */
export const privacyFileSchema = z.object({
  title: copy.describe('The browser title'),
  description: copy.describe('The description search engines show'),
  heading: copy.describe('The page h1'),
  intro: copy,
  lastChanged: isoDateSchema.describe('The day these words last changed'),
  lastChangedLabel: copy.describe('The line naming that day: {date} is the day'),
  contentsLabel: copy.describe('The heading of the list of parts'),
  collected: partSchema,
  journey: partSchema,
  onPhone: partSchema,
  keptByUs: partSchema,
  nothingElse: partSchema,
  rights: partSchema,
  contact: z.object({
    named: copy.describe('Introduces the privacy contact: {contact} is their name'),
    unnamed: copy.describe('Introduces the phone and e-mail while no privacy contact is set'),
    phone: copy,
    email: copy,
  }),
  complaint: partSchema,
  notice: z.object({
    text: copy.describe('The lines by the Send button'),
    link: copy.describe('The link to this page, after them'),
  }),
});

export type Privacy = z.infer<typeof privacyFileSchema>;
export type PrivacyPart = z.infer<typeof partSchema>;
