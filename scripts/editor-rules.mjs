// The editor's copy of the build's content rules: bundles lib/editor/editor-script.ts (content/schemas.ts and
// zod with it) into one browser script, /admin/editor-rules.js, with public/admin/config.yml inlined for the
// fields' labels. The media checks are swapped for the editor's (lib/editor/editor-media.ts): only the build
// can see the files of media/.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { rolldown } from 'rolldown';
import { parse } from 'yaml';

export const EDITOR_RULES_FILE = 'editor-rules.js';
const ENTRY = resolve('lib/editor/editor-script.ts');
const CONTENT_MEDIA = resolve('content/media.ts');
const EDITOR_MEDIA = resolve('lib/editor/editor-media.ts');
const CONFIG_ID = 'virtual:editor-config';

/** The bundled script, as text. */
export async function bundleEditorRules() {
  const config = parse(readFileSync('public/admin/config.yml', 'utf8'), { merge: true });
  const bundle = await rolldown({
    input: ENTRY,
    platform: 'browser',
    logLevel: 'warn',
    resolve: { alias: { '@': resolve('.') } },
    plugins: [
      {
        name: 'editor-inputs',
        resolveId(source, importer) {
          if (source === CONFIG_ID) return CONFIG_ID;
          if (importer && resolve(importer, '..', source) === CONTENT_MEDIA.replace(/\.ts$/, ''))
            return EDITOR_MEDIA;
          return null;
        },
        load(id) {
          return id === CONFIG_ID ? `export default ${JSON.stringify(config)};` : null;
        },
      },
    ],
  });
  const { output } = await bundle.generate({ format: 'iife', minify: true });
  await bundle.close();
  return output[0].code;
}
