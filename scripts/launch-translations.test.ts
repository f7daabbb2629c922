import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { translationReport, untranslatedContent } from './launch-translations.mjs';

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A site folder with English content files and their translations, path → JSON. */
function siteFolder(files: Record<string, unknown>): string {
  const root = mkdtempSync(join(tmpdir(), 'translations-'));
  dirs.push(root);
  for (const [path, data] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), JSON.stringify(data));
  }
  return root;
}

const trek = {
  name: 'Ridge Walk',
  image: '/media/treks/ridge.jpg',
  level: 'medium',
  summary: 'A morning on the ridge.',
  highlights: ['Tea estates', 'A viewpoint', 'Shola forest', 'Birds'],
};
const root = siteFolder({
  'content/data/treks/ridge-walk.json': trek,
  'content/data/home.json': { title: 'Home', themes: [{ id: 'a', name: 'Explore' }] },
  'content/data/reviews.json': { reviews: [{ id: 1, name: 'Anitha, Kochi', review: 'Lovely.' }] },
  'content/translations/ml/treks/ridge-walk.json': { name: 'റിഡ്ജ് നടത്തം', highlights: ['തേയിലത്തോട്ടങ്ങൾ'] },
  'content/translations/ml/home.json': { title: 'ഹോം', themes: [{ id: 'a', name: 'കണ്ടറിയാം' }] },
  'content/translations/ta/treks/ridge-walk.json': { ...trek, name: 'ரிட்ஜ் நடை', summary: 'காலை நடை.' },
  'content/translations/ta/home.json': { title: 'முகப்பு', themes: [{ id: 'a', name: 'ஆராயுங்கள்' }] },
});

describe('the translations in the launch check', () => {
  it("counts, file by file, the fields a language leaves in English, never a guest's review", () => {
    expect(untranslatedContent('ml', root)).toEqual([
      {
        file: 'content/data/treks/ridge-walk.json',
        fields: ['summary', 'highlights[1]', 'highlights[2]', 'highlights[3]'],
      },
    ]);
    // A translation that repeats the English words counts as translated: it is what the owner wrote.
    expect(untranslatedContent('ta', root)).toEqual([]);
    // A language with no translations yet: every field of words of every file.
    expect(untranslatedContent('hi', root)).toEqual([
      { file: 'content/data/home.json', fields: ['title', 'themes[0].name'] },
      {
        file: 'content/data/treks/ridge-walk.json',
        fields: ['name', 'summary', ...trek.highlights.map((_, i) => `highlights[${i}]`)],
      },
    ]);
  });

  it('says it for each language in a line, and that a language switched off is not built', () => {
    const languages = [
      { code: 'ml', englishName: 'Malayalam' },
      { code: 'ta', englishName: 'Tamil' },
      { code: 'hi', englishName: 'Hindi' },
      { code: 'kn', englishName: 'Kannada' },
    ];
    expect(translationReport(languages, ['kn'], root).split('\n')).toEqual([
      'Translations (for your information; they do not hold the launch back):',
      '  Malayalam: 4 fields still in English (content/data/treks/ridge-walk.json: summary, highlights[1], highlights[2], +1 more)',
      '  Tamil: every field is translated.',
      '  Hindi: 8 fields still in English (content/data/home.json: title, themes[0].name; content/data/treks/ridge-walk.json: name, summary, highlights[0], +3 more)',
      '  Kannada: switched off in Settings; its pages are not built.',
      expect.stringMatching(
        /^ {2}A field not translated shows in English .* content\/translations\/<code>\/ \(ml, ta, hi, kn\)/,
      ),
    ]);
  });
});
