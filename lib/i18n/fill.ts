/** Values for a template's {placeholders}. */
export type Params = Record<string, string | number>;

/** Looks up an interface string by its English text and fills its {placeholders}. */
export type Translate = (english: string, params?: Params) => string;

/** `{name}` in a template becomes `params.name`; `{{index}}` (a library's own placeholder) is left alone. */
export function fill(template: string, params?: Params): string {
  if (!params) return template;
  return template.replace(/(?<!\{)\{(\w+)\}(?!\})/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/**
 * The strings a client island was given, as a lookup by English text: the server passes only the island's
 * own strings, and none at all on an English page (the English text is the key).
 */
export type Words<K extends string = string> = Partial<Record<K, string>>;

export function lookup<K extends string>(words: Words<K>) {
  return (english: K, params?: Params): string => fill(words[english] || english, params);
}

/** The English interface: the key is the text. */
export const inEnglish = (english: string, params?: Params): string => fill(english, params);
