// For the launch check: how many fields of the content each language still shows in English. Information,
// not a blocker: an untranslated field shows in English, marked as English. A field is counted by the very
// rule the build uses to fall back (content/overlay.mjs).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { UNTRANSLATED_FILES, untranslatedFields } from '../content/overlay.mjs';

const DATA = 'content/data';
const TRANSLATIONS = 'content/translations';

function jsonFiles(dir) {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const path = join(dir, entry.name);
      return entry.isDirectory() ? jsonFiles(path) : entry.name.endsWith('.json') ? [path] : [];
    })
    .sort();
}

const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined);

/**
 * Each content file with fields `lang` leaves in English, `{ file, fields }` in the files' order: the
 * English file of content/data/ against its translation at the same path under content/translations/<lang>/.
 */
export function untranslatedContent(lang, root = '.') {
  return jsonFiles(join(root, DATA)).flatMap((file) => {
    const path = relative(join(root, DATA), file).split(sep).join('/');
    if (UNTRANSLATED_FILES.includes(path)) return [];
    const fields = untranslatedFields(readJson(file), readJson(join(root, TRANSLATIONS, lang, path)));
    return fields.length ? [{ file: `${DATA}/${path}`, fields }] : [];
  });
}

/** "summary, highlights[0], +3 more": the first few of a list, and how many more. */
function firstFew(items, shown) {
  const more = items.length - shown;
  return [...items.slice(0, shown), ...(more > 0 ? [`+${more} more`] : [])].join(', ');
}

/**
 * The lines the owner reads, one per language: `languages` is the registry's prefixed languages in order,
 * `{ code, englishName }` each, and `off` the codes Settings switches off.
 */
export function translationReport(languages, off, root = '.') {
  const lines = languages.map(({ code, englishName }) => {
    if (off.includes(code)) return `  ${englishName}: switched off in Settings; its pages are not built.`;
    const files = untranslatedContent(code, root);
    const count = files.reduce((sum, { fields }) => sum + fields.length, 0);
    if (!count) return `  ${englishName}: every field is translated.`;
    const where = files.slice(0, 3).map(({ file, fields }) => `${file}: ${firstFew(fields, 3)}`);
    const moreFiles = files.length > 3 ? [`${files.length - 3} more files`] : [];
    return `  ${englishName}: ${count} ${count === 1 ? 'field' : 'fields'} still in English (${[...where, ...moreFiles].join('; ')})`;
  });
  return [
    'Translations (for your information; they do not hold the launch back):',
    ...lines,
    `  A field not translated shows in English on that language's pages. Its words go in ${TRANSLATIONS}/<code>/ (${languages.map(({ code }) => code).join(', ')}), at the English file's path.`,
  ].join('\n');
}
