// Serves the exported site in out/: `node scripts/serve.mjs [--port 3000] [--host localhost]`.
import { optionsOrExit } from './cli-options.mjs';
import { listenOrExit, portOf } from './listen.mjs';
import { createStaticServer } from './static-server.mjs';

const values = optionsOrExit('npm run serve -- [--port 3000] [--host localhost] [--root out]', {
  port: { type: 'string', default: '3000' },
  host: { type: 'string', default: 'localhost' },
  root: { type: 'string', default: 'out' },
});

const server = createStaticServer({ root: values.root });
await listenOrExit(server, {
  port: values.port,
  host: values.host,
  hint: 'set --port to another port (npm run serve -- --port 3005)',
});
console.log(`Serving ${values.root}/ at http://${values.host}:${portOf(server)}/`);
