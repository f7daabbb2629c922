// `npm run inbox`: the local inbox on its own (scripts/inbox/), a stand-in for EmailJS that keeps the
// enquiries in a file and lists them at its address.
// `node scripts/inbox.mjs [--port 3001] [--host localhost] [--file path] [--site-origin http://localhost:3000]`
import { optionsOrExit } from './cli-options.mjs';
import { createInbox, DEFAULT_FILE, DEFAULT_PORT, DEFAULT_SITE_ORIGIN } from './inbox/server.mjs';
import { listenOrExit, portOf } from './listen.mjs';

const values = optionsOrExit(
  'npm run inbox -- [--port 3001] [--host localhost] [--file <inbox.jsonl>] [--site-origin <url>]',
  {
    port: { type: 'string', default: process.env.INBOX_PORT ?? String(DEFAULT_PORT) },
    host: { type: 'string', default: 'localhost' },
    file: { type: 'string', default: process.env.INBOX_FILE ?? DEFAULT_FILE },
    'site-origin': { type: 'string', default: DEFAULT_SITE_ORIGIN },
  },
);
const inbox = createInbox({ file: values.file, siteOrigin: values['site-origin'], log: console.log });
await listenOrExit(inbox, {
  port: values.port,
  host: values.host,
  hint: 'set INBOX_PORT or --port to another port (npm run inbox -- --port 3006)',
});
console.log(
  `Local inbox listening at http://${values.host}:${portOf(inbox)}/ for ${values['site-origin']} (writing ${values.file})`,
);
