import type { OutboxWords } from '@/content/schemas';
import type { Words } from '@/lib/i18n/fill';

/**
 * What the form's island was handed in the page's language: its strings (none on an English page), its
 * trips' names by their English names, and how the e-mail names the language.
 */
export type EnquiryWords = {
  strings: Words;
  tripNames: Record<string, string>;
  language: string;
  /** The outbox's words (content/data/outbox.json) in the page's language. */
  outbox: OutboxWords;
};
