// The Chromium every Chromium test and the benchmark drive: Debian's, as Playwright's own browser download
// is not reachable from these machines. PLAYWRIGHT_CHROMIUM_PATH names another one.
import { existsSync } from 'node:fs';

/** The first of `paths` this machine has. */
const installed = (...paths) => paths.find((path) => Boolean(path && existsSync(path)));

/** The full browser: what the headless shell lacks (Background Sync, a flag-made secure context) runs here. */
export const FULL_CHROMIUM = installed(process.env.PLAYWRIGHT_CHROMIUM_PATH, '/usr/bin/chromium');

/**
 * Debian's headless shell, Chromium built for running without a screen (Playwright's own choice for headless
 * runs): the same engine as the browser, and the end-to-end suite takes a third less time with it. The full
 * browser where it is not installed.
 */
export const HEADLESS_CHROMIUM =
  installed(process.env.PLAYWRIGHT_CHROMIUM_PATH, '/usr/bin/chromium-headless-shell') ?? FULL_CHROMIUM;

/** Without these, headless Chromium stalls on refused connections to Google's services. */
export const CHROMIUM_ARGS = [
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
