'use client';

import { createContext, use, type ReactNode } from 'react';
import { lookup, type Words } from '@/lib/i18n/fill';

/**
 * What the form's island was handed in the page's language: its strings (none on an English page), its
 * trips' names by their English names, and how the e-mail names the language.
 */
export type EnquiryWords = { strings: Words; tripNames: Record<string, string>; language: string };

const WordsContext = createContext<EnquiryWords>({ strings: {}, tripNames: {}, language: 'English (en)' });

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
