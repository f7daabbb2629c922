import { localized } from '@/content/localize';
import { outboxWords as outboxCopy } from '@/content/outbox-words';
import { wordsFor } from '@/lib/i18n/dictionary';
import { DEFAULT_LANG, LANGUAGES, type Lang } from '@/content/languages';
import { OUTBOX_WORDS } from '@/lib/outbox/outbox-words';
import { CALENDAR_WORDS } from '@/lib/trips/calendar';
import { tripsIn } from '@/lib/trips/trips';
import { WEEKDAY_NAMES } from './enquiry-date';
import type { EnquiryWords } from './enquiry-words-type';
import { ENQUIRY_WORDS } from './enquiry-words';
import { SUMMARY_WORDS } from './template-params';

/**
 * What the enquiry form's island (`keys`: its strings) or the outbox's needs in `lang`: the strings, the
 * trips' names by their English ones (the e-mail keeps the English), and how the e-mail names the language.
 */
export function islandWords(lang: Lang, keys: readonly string[]): EnquiryWords {
  const { englishName, htmlLang } = LANGUAGES[lang];
  return {
    strings: wordsFor(lang, keys),
    tripNames: Object.fromEntries(
      lang === DEFAULT_LANG ? [] : tripsIn(lang).map((trip) => [trip.englishName, trip.name]),
    ),
    language: `${englishName} (${htmlLang})`,
    outbox: localized(lang, 'outbox.json', outboxCopy),
  };
}

export const enquiryWords = (lang: Lang) => islandWords(lang, [...ENQUIRY_WORDS, ...OUTBOX_WORDS]);

/** The outbox notice on every page: its strings and the WhatsApp message's. */
export const outboxWords = (lang: Lang) =>
  islandWords(lang, [...OUTBOX_WORDS, ...SUMMARY_WORDS, ...CALENDAR_WORDS, ...WEEKDAY_NAMES]);
