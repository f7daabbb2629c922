// `npm run dev`: `next dev` with hot reload. Without EmailJS ids it also starts the local inbox
// (scripts/inbox.mjs) and gives next dev the ids and origin `npm start` builds with, so the form sends there.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { localInboxEnv, localRunSettings } from './check-env.mjs';
import { optionsOrExit } from './cli-options.mjs';
import { listenLocalInbox } from './inbox/server.mjs';
import { listenOrExit } from './listen.mjs';

optionsOrExit('npm run dev, with settings in the environment or .env (PORT=3005 npm run dev)');
const { env, port, useInbox, inboxPort, inboxOrigin, inboxFile } = localRunSettings();

// Left to itself, next dev moves to the next free port, perhaps the inbox's, where the form is not allowed
// to send from: a taken port is reported instead.
const probe = await listenOrExit(createServer(), {
  port,
  host: 'localhost',
  hint: `set PORT to another port (PORT=${Number(port) + 5 || 3005} npm run dev)`,
});
await new Promise((resolve) => probe.close(resolve));

if (useInbox) {
  await listenLocalInbox({ file: inboxFile, port: inboxPort, sitePort: port, command: 'npm run dev' });
  console.log(
    `  No EmailJS ids set: enquiries go to the local inbox, listed at ${inboxOrigin}/ (${inboxFile})`,
  );
}

const nextBin = createRequire(import.meta.url).resolve('next/dist/bin/next');
const next = spawn(process.execPath, [nextBin, 'dev', '--port', String(port)], {
  stdio: 'inherit',
  env: useInbox ? { ...env, ...localInboxEnv(inboxOrigin) } : env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => next.kill(signal));
next.on('exit', (code) => process.exit(code ?? 0));
