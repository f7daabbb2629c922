import { describe, expect, it } from 'vitest';
import { ENQUIRY_WORDS } from '@/lib/enquiry/enquiry-words';
import { OUTBOX_WORDS } from '@/lib/outbox/outbox-words';
import { CALENDAR_WORDS, TODAY_WORDS } from '@/lib/trips/calendar';
import { fill, lookup } from './fill';
import { missingKeys, translator, wordsFor } from './dictionary';
import { PREFIXED_LANGS } from '@/content/languages';

describe('the dictionaries', () => {
  it('fill a template’s placeholders and leave a library’s {{double}} ones alone', () => {
    expect(fill('{name}: details', { name: 'X' })).toBe('X: details');
    expect(fill('{{index}} of {{slidesLength}}', { index: 1 })).toBe('{{index}} of {{slidesLength}}');
    expect(fill('{missing} stays', {})).toBe('{missing} stays');
  });

  it('read English as the key itself, and a missing key in another language as English', () => {
    expect(translator('en')('Send enquiry')).toBe('Send enquiry');
    for (const lang of PREFIXED_LANGS) {
      expect(translator(lang)('a string no file has {n}', { n: 2 })).toBe('a string no file has 2');
    }
  });

  it('give an island only its own strings, and none in English', () => {
    expect(wordsFor('en', ENQUIRY_WORDS)).toEqual({});
    for (const lang of PREFIXED_LANGS) {
      const words = wordsFor(lang, ['Send enquiry', 'not a key']);
      expect(Object.keys(words)).toEqual(['Send enquiry']);
      expect(lookup(words)('not a key')).toBe('not a key');
    }
  });

  // Information, not a rule: a missing string reads in English. The list shows the translators what is left.
  it('lists, per language, the islands’ strings not yet translated', () => {
    const keys = [...ENQUIRY_WORDS, ...OUTBOX_WORDS, ...CALENDAR_WORDS, ...TODAY_WORDS];
    for (const lang of PREFIXED_LANGS) {
      const missing = missingKeys(lang, keys);
      if (missing.length) console.info(`${lang}: ${missing.length} string(s) fall back to English:`, missing);
      expect(missing.length).toBeLessThanOrEqual(keys.length);
    }
  });
});
