import { fillWords } from '@/content/fill-words';
import type { Lang } from '@/content/languages';
import { localized } from '@/content/localize';
import { privacy } from '@/content/privacy';
import type { Privacy, PrivacyPart } from '@/content/schemas';
import { site } from '@/content/site';
import { MAX_AGE_MS } from '@/lib/outbox/outbox-item';

/** The days the phone's outbox sends an enquiry by itself, as the outbox's code counts them. */
export const OUTBOX_DAYS = Math.round(MAX_AGE_MS / (24 * 60 * 60 * 1000));

/** The privacy page's words with their facts filled in: the brand, the outbox's days, the contact. */
export function privacyWords(text: string): string {
  return fillWords(text, { site: site.name, days: OUTBOX_DAYS, contact: site.privacyContact ?? '' });
}

/** The privacy page's words in `lang`, each not yet translated in English. */
export const privacyIn = (lang: Lang): Privacy => localized(lang, 'privacy.json', privacy);

/** The parts of the page in their order, each with the id its heading and its contents link share. */
export function privacyParts(words: Privacy) {
  return [
    { id: 'collected', part: words.collected },
    { id: 'where-it-goes', part: words.journey },
    { id: 'on-your-phone', part: words.onPhone },
    { id: 'kept-by-us', part: words.keptByUs },
    { id: 'nothing-else', part: words.nothingElse },
    { id: 'your-rights', part: words.rights },
    { id: 'complaints', part: words.complaint },
  ] as const satisfies { id: string; part: PrivacyPart }[];
}
