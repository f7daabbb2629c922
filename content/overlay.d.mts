export const UNTRANSLATED_FILES: string[];
export function isWords(text: string): boolean;
export function overlay<T>(
  english: T,
  translated: unknown,
  keptEnglish: (text: string, path: string) => void,
): T;
export function untranslatedFields(english: unknown, translated: unknown): string[];
