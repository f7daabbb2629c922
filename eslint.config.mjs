import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    // Pages link with plain <a>: each page is static HTML, and next/link's prefetching would spend a
    // visitor's mobile data on other pages' payloads and banner pictures.
    rules: { '@next/next/no-html-link-for-pages': 'off' },
  },
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
