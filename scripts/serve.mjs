// Serves the exported site in out/: `node scripts/serve.mjs [--port 3000] [--host localhost]`.
import { parseArgs } from 'node:util';
import { createStaticServer } from './static-server.mjs';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '3000' },
    host: { type: 'string', default: 'localhost' },
    root: { type: 'string', default: 'out' },
  },
});

const server = createStaticServer({ root: values.root });
server.listen(Number(values.port), values.host, () => {
  console.log(`Serving ${values.root}/ at http://${values.host}:${values.port}/`);
});
