// Guards the build: the public configuration must follow lib/env-schema.mjs, and a production build
// needs the EmailJS ids for the enquiry form (inlined at build time).
//   node scripts/check-env.mjs [-- command…]                  fails, naming what is missing, unless the ids are set
//   node scripts/check-env.mjs --local-inbox <origin> [-- …]  opts in to the local inbox (scripts/inbox.mjs) instead
//   node scripts/check-env.mjs --test-inbox [-- …]            the same, at the test run's inbox (scripts/test-ports.mjs)
// ENQUIRY_INBOX=local (with ENQUIRY_INBOX_ORIGIN, default http://localhost:3001) is the same opt-in.
// The command after `--` (e.g. `next build`) runs with the resulting environment.
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import nextEnv from '@next/env';
import { EMAILJS_IDS, publicEnvProblems } from '../lib/env-schema.mjs';
import { DEFAULT_FILE, DEFAULT_PORT } from './inbox/server.mjs';
import { TEST_INBOX_ORIGIN } from './test-ports.mjs';

export const LOCAL_INBOX_ORIGIN = 'http://localhost:3001';

/** The settings of `npm start` and `npm run dev`: ports, and whether (and where) the local inbox runs. */
export function localRunSettings() {
  const env = loadEnv();
  const inboxPort = env.INBOX_PORT ?? String(DEFAULT_PORT);
  return {
    env,
    port: env.PORT ?? '3000',
    useInbox: env.ENQUIRY_INBOX === 'local' || missingIds(env).length > 0,
    inboxPort,
    inboxOrigin: `http://localhost:${inboxPort}`,
    inboxFile: env.INBOX_FILE ?? DEFAULT_FILE,
  };
}

/** Reads .env, .env.local, … as `next build` will, so ids kept there count. */
export function loadEnv() {
  nextEnv.loadEnvConfig(process.cwd(), false, { info: () => {}, error: console.error });
  return process.env;
}

export function missingIds(env = process.env) {
  return EMAILJS_IDS.filter((name) => !env[name]?.trim());
}

/** Dummy ids and the inbox's origin: the form then sends real requests to the local inbox. */
export function localInboxEnv(origin = LOCAL_INBOX_ORIGIN) {
  return {
    NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: 'local-inbox-public-key',
    NEXT_PUBLIC_EMAILJS_SERVICE_ID: 'local-inbox-service',
    NEXT_PUBLIC_EMAILJS_TEMPLATE_ID: 'local-inbox-template',
    NEXT_PUBLIC_EMAILJS_ORIGIN: origin,
  };
}

/** The options that send a build's enquiries to a local inbox (this script's and postbuild.mjs's). */
export const INBOX_OPTIONS = { 'local-inbox': { type: 'string' }, 'test-inbox': { type: 'boolean' } };

/** The local inbox a build sends to, from INBOX_OPTIONS' values or ENQUIRY_INBOX; undefined for EmailJS. */
export function chosenInbox(values, env) {
  if (values['local-inbox']) return values['local-inbox'];
  if (values['test-inbox']) return TEST_INBOX_ORIGIN;
  return env.ENQUIRY_INBOX === 'local' ? env.ENQUIRY_INBOX_ORIGIN || LOCAL_INBOX_ORIGIN : undefined;
}

const isLoopback = (origin) =>
  /^https?:\/\/(localhost|127\.\d+\.\d+\.\d+|\[::1\])(:|\/|$)/i.test(origin ?? '');

function main() {
  const separator = process.argv.indexOf('--');
  const ownArgs = separator === -1 ? process.argv.slice(2) : process.argv.slice(2, separator);
  const command = separator === -1 ? [] : process.argv.slice(separator + 1);
  const { values } = parseArgs({ args: ownArgs, options: INBOX_OPTIONS });
  const env = loadEnv();
  const inboxOrigin = chosenInbox(values, env);

  if (inboxOrigin) {
    Object.assign(env, localInboxEnv(inboxOrigin));
    console.log(
      `Enquiries go to the local inbox at ${inboxOrigin} (not e-mailed). This build is not for production.`,
    );
  } else {
    const missing = missingIds(env);
    if (missing.length) {
      console.error(
        `\nThe production build needs the EmailJS ids for the enquiry form. Missing: ${missing.join(', ')}.\n` +
          'Set them in .env.local (see .env.example and docs/owner-guide.md, "Enquiries by e-mail"), or run `npm start`,\n' +
          'which builds against the local inbox instead (ENQUIRY_INBOX=local).\n',
      );
      process.exit(1);
    }
    if (isLoopback(env.NEXT_PUBLIC_EMAILJS_ORIGIN)) {
      console.error(
        `\nNEXT_PUBLIC_EMAILJS_ORIGIN points at ${env.NEXT_PUBLIC_EMAILJS_ORIGIN}: a production build must not send to a local inbox.\n`,
      );
      process.exit(1);
    }
  }

  const problems = publicEnvProblems(env);
  if (problems.length) {
    console.error(
      `\nThe site's configuration has a mistake:\n  ${problems.join('\n  ')}\nSee .env.example.\n`,
    );
    process.exit(1);
  }

  if (command.length) {
    const [program, ...args] = command;
    const result = spawnSync(program, args, { stdio: 'inherit', env, shell: process.platform === 'win32' });
    process.exit(result.status ?? 1);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
