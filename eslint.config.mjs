import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

/** Refuses imports from the files of `folder` into the folders `above` it, by the `@/` alias or a relative path. */
function layer(folder, above) {
  return {
    files: [`${folder}/**/*.{ts,tsx,mjs,js}`],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^(@/|(\\.\\./)+)(${above.join('|')})(/|$)`,
              message: `${folder}/ sits below ${above.map((name) => `${name}/`).join(', ')}: it must not import from there.`,
            },
          ],
        },
      ],
    },
  };
}

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    // Pages link with plain <a>: each page is static HTML, and next/link's prefetching would spend a
    // visitor's mobile data on other pages' payloads and banner pictures.
    rules: { '@next/next/no-html-link-for-pages': 'off' },
  },
  // The layers: content/ (the data and its schemas) imports nothing of the code above it; lib/ (domain and
  // build code) never imports the UI, the routes, the scripts or the tests' fixtures. Tests may reach across.
  layer('content', ['lib', 'components', 'app', 'scripts', 'test']),
  layer('lib', ['components', 'app', 'scripts', 'test']),
  {
    // Playwright fixtures call `use()`, which the React hooks rule mistakes for a hook.
    files: ['e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  globalIgnores([
    '.next/**',
    'out/**',
    'out-fixture/**',
    'next-env.d.ts',
    'test-results/**',
    'playwright-report/**',
    'bench/**',
    'public/sw.js',
    // Cloudflare's runtime keeps its state and bundles here while the tests run it.
    '.wrangler/**',
  ]),
]);
