'use client';

import { createContext, use, type ReactNode } from 'react';
import { outboxWords } from '@/content/outbox-words';
import type { EnquiryWords } from '@/lib/enquiry/enquiry-words-type';
import { lookup } from '@/lib/i18n/fill';

export type { EnquiryWords };

const WordsContext = createContext<EnquiryWords>({
  strings: {},
  tripNames: {},
  language: 'English (en)',
  outbox: outboxWords,
});

export function EnquiryWordsProvider({ words, children }: { words: EnquiryWords; children: ReactNode }) {
  return <WordsContext value={words}>{children}</WordsContext>;
}

/** The form's strings in the page's language, looked up by their English text. */
export function useWords() {
  return lookup(use(WordsContext).strings);
}

export function useEnquiryWords(): EnquiryWords {
  return use(WordsContext);
}
