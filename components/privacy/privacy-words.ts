import { fillWords } from '@/content/fill-words';
import { privacy } from '@/content/privacy';
import type { PrivacyPart } from '@/content/schemas';
import { site } from '@/content/site';
import { MAX_AGE_MS } from '@/lib/outbox/outbox-item';

/** The days the phone's outbox sends an enquiry by itself, as the outbox's code counts them. */
export const OUTBOX_DAYS = Math.round(MAX_AGE_MS / (24 * 60 * 60 * 1000));

/** The privacy page's words with their facts filled in: the brand, the outbox's days, the contact. */
export function privacyWords(text: string): string {
  return fillWords(text, { site: site.name, days: OUTBOX_DAYS, contact: site.privacyContact ?? '' });
}

/** The parts of the page in their order, each with the id its heading and its contents link share. */
export const PRIVACY_PARTS = [
  { id: 'collected', part: privacy.collected },
  { id: 'where-it-goes', part: privacy.journey },
  { id: 'on-your-phone', part: privacy.onPhone },
  { id: 'kept-by-us', part: privacy.keptByUs },
  { id: 'nothing-else', part: privacy.nothingElse },
  { id: 'your-rights', part: privacy.rights },
  { id: 'complaints', part: privacy.complaint },
] as const satisfies { id: string; part: PrivacyPart }[];

export type PrivacyPartId = (typeof PRIVACY_PARTS)[number]['id'];
