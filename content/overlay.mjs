// How a translation is laid over the English content, and which of the English words stay because nothing
// translates them. Plain JavaScript without imports: the build (content/localize.ts) and the launch check
// (scripts/check-launch.mjs) read this one rule.

/**
 * Files of content/data/ that no translation is laid over: a guest's review stays in the words the guest
 * wrote (content/reviews.ts reads it as it is), marked with its language.
 */
export const UNTRANSLATED_FILES = ['reviews.json'];

const isObject = (value) => value !== null && typeof value === 'object' && !Array.isArray(value);

const idOf = (value) => (isObject(value) && typeof value.id === 'string' ? value.id : undefined);

/**
 * Whether a string of content is words a reader reads, which a translation would replace: it has a letter,
 * and a space, a letter beyond ASCII or the shape of a capitalised word. Paths, addresses, ids, enum values,
 * phone numbers and dates are not.
 */
export function isWords(text) {
  return /\p{L}/u.test(text) && (/\s|[^\x00-\x7f]/.test(text) || /^[A-Z][a-z]+$/.test(text));
}

/**
 * The English content with the translation laid over it, path by path: a string the translation has
 * replaces the English one; objects merge key by key; list entries pair by id where they have one, else by
 * position. Anything the translation lacks stays English, and each English string of words kept is
 * reported with its path (e.g. "sections[1].points[0].value"), so the page can mark it as English.
 */
export function overlay(english, translated, keptEnglish) {
  return merge(english, translated, '', keptEnglish);
}

function merge(english, translated, path, kept) {
  if (typeof english === 'string') {
    if (typeof translated === 'string' && translated.trim()) return translated;
    if (isWords(english)) kept(english, path);
    return english;
  }
  if (Array.isArray(english)) {
    const list = Array.isArray(translated) ? translated : [];
    return english.map((entry, index) => {
      const id = idOf(entry);
      // A translated entry with an id belongs to the English entry of that id, wherever either stands.
      const byId = id !== undefined && list.some((other) => idOf(other) !== undefined);
      const match = byId ? list.find((other) => idOf(other) === id) : list[index];
      return merge(entry, match, `${path}[${index}]`, kept);
    });
  }
  if (isObject(english)) {
    const other = isObject(translated) ? translated : {};
    return Object.fromEntries(
      Object.entries(english).map(([key, value]) => [
        key,
        merge(value, other[key], path ? `${path}.${key}` : key, kept),
      ]),
    );
  }
  return english;
}

/** The paths of the fields of `english` that `translated` leaves in English, in the content's order. */
export function untranslatedFields(english, translated) {
  const paths = [];
  overlay(english, translated, (_text, path) => paths.push(path));
  return paths;
}
