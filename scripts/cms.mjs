// `npm run cms`: edit the site in the browser, on this computer. Starts decap-server (Decap's local backend)
// in git mode: a save is a draft on a branch cms/<collection>/<entry> of this repository, and "Publish"
// merges it into the current branch. Serves the editor at /admin/ and the built site next to it, rebuilds the
// site when a change is published, and builds the newest draft into a preview site on a port of its own.
//   CMS_PORT (default 3300)          the editor and the site: http://localhost:3300/admin/
//   CMS_PREVIEW_PORT (default 3301)  the preview of the newest draft
//   CMS_BACKEND_PORT (default 8081)  decap-server, reached by the editor through the same address
//   CMS_HOST (default localhost)     the address all three listen on
import { createServer } from 'node:http';
import { loadEnv, missingIds } from './check-env.mjs';
import { optionsOrExit } from './cli-options.mjs';
import { createAdmin } from './cms/admin.mjs';
import { backendProxy, startBackend } from './cms/backend.mjs';
import { currentBranch, gitProblem } from './cms/git.mjs';
import { liveSite } from './cms/live-site.mjs';
import { draftPreview } from './cms/preview.mjs';

optionsOrExit('npm run cms, with settings in the environment or .env (CMS_PORT=3305 npm run cms)');
const env = loadEnv();
const host = env.CMS_HOST ?? 'localhost';
const port = Number(env.CMS_PORT ?? 3300);
const previewPort = Number(env.CMS_PREVIEW_PORT ?? 3301);
const backendPort = Number(env.CMS_BACKEND_PORT ?? 8081);
const log = (line) => console.log(`  cms: ${line}`);

const problem = gitProblem();
if (problem) {
  console.error(`  cms: cannot start: ${problem}`);
  process.exit(1);
}
const branch = currentBranch();
const backend = await startBackend(backendPort);

// Without EmailJS ids the site's form sends to the local inbox origin, as `npm start` does. The editor changes
// content, which each build checks by its rules, never code: next build skips its type check.
const buildEnv = {
  ...process.env,
  KV_TYPES_CHECKED: '1',
  ...(missingIds(env).length ? { ENQUIRY_INBOX: 'local' } : {}),
};
const preview = draftPreview({ env: buildEnv, log, host, port: previewPort });
// The status box reads the builds made below, once a request comes.
const admin = createAdmin({
  env,
  log,
  branch,
  buildStatus(req) {
    const hostname = (req.headers.host ?? host).replace(/:\d+$/, '');
    return {
      live: { ...live.status, url: `http://${req.headers.host}/` },
      preview: { ...preview.status(), url: `http://${hostname}:${previewPort}/` },
    };
  },
});
const live = liveSite({
  env: buildEnv,
  log,
  host,
  port,
  branch,
  onSourceChange: (name) => name.endsWith('.ts') && admin.rebundle(),
});

const toBackend = backendProxy(backendPort, log);
createServer(async (req, res) => {
  const { pathname } = new URL(req.url ?? '/', 'http://localhost');
  if (pathname.startsWith('/api/v1')) return toBackend(req, res);
  if (pathname.startsWith('/admin/') && (await admin.serve(req, pathname, res))) return;
  live.serve(req, res);
})
  .on('error', (error) => {
    console.error(`  cms: cannot listen on port ${port} (${error.code}); set CMS_PORT.`);
    process.exit(1);
  })
  .listen(port, host, () => {
    console.log(
      `\n  Edit the site at http://${host}:${port}/admin/ (saves are drafts; Publish puts them on this branch)`,
    );
    console.log(`  The site, rebuilt after each publish: http://${host}:${port}/`);
    console.log(`  The preview of the newest draft: http://${host}:${previewPort}/\n`);
  });

createServer(preview.serve)
  .on('error', (error) => {
    console.error(
      `  cms: the preview cannot listen on port ${previewPort} (${error.code}); set CMS_PREVIEW_PORT.`,
    );
    process.exit(1);
  })
  .listen(previewPort, host);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    backend.stop();
    live.stop();
    preview.stop();
    process.exit(0);
  });
}
