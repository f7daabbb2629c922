// `npm start`: builds the static export when the sources are newer than out/, then serves it.
// Without EmailJS ids it also starts the local inbox (scripts/inbox.mjs) and builds the form pointing at it.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { localInboxEnv, localRunSettings } from './check-env.mjs';
import { optionsOrExit } from './cli-options.mjs';
import { listenLocalInbox } from './inbox/server.mjs';
import { listenOrExit } from './listen.mjs';
import { exportIsStale } from './sources.mjs';
import { createStaticServer } from './static-server.mjs';

optionsOrExit('npm start, with settings in the environment or .env (PORT=3005 npm start)');
const { port, useInbox, inboxPort, inboxOrigin, inboxFile } = localRunSettings();

/** Whether the exported scripts contain `text`: tells which EmailJS origin out/ was built for. */
function chunksContain(text, dir = 'out/_next/static') {
  if (!existsSync(dir)) return false;
  return readdirSync(dir, { withFileTypes: true }).some((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return chunksContain(text, path);
    return entry.name.endsWith('.js') && readFileSync(path, 'utf8').includes(text);
  });
}

// Both ports are taken before building, so a busy one is reported at once rather than after the build.
// Requests arriving during the build wait for it: the build blocks this process.
await listenOrExit(createStaticServer({ root: 'out' }), {
  port,
  host: 'localhost',
  hint: `set PORT to another port (PORT=${Number(port) + 5 || 3005} npm start)`,
});
if (useInbox) {
  await listenLocalInbox({ file: inboxFile, port: inboxPort, sitePort: port, command: 'npm start' });
}

const builtForOtherInbox = useInbox
  ? !chunksContain(inboxOrigin)
  : chunksContain(localInboxEnv().NEXT_PUBLIC_EMAILJS_PUBLIC_KEY);
if (exportIsStale() || builtForOtherInbox) {
  console.log('Building the static export (npm run build)…');
  const buildEnv = useInbox
    ? { ...process.env, ENQUIRY_INBOX: 'local', ENQUIRY_INBOX_ORIGIN: inboxOrigin }
    : process.env;
  const result = spawnSync('npm', ['run', 'build'], {
    stdio: 'inherit',
    env: buildEnv,
    shell: process.platform === 'win32',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (useInbox) {
  console.log(
    `  No EmailJS ids set: enquiries go to the local inbox, listed at ${inboxOrigin}/ (${inboxFile})`,
  );
}
console.log(`\n  Kuttiyar Valley Adventures is running at http://localhost:${port}/\n`);
