// `npm run cms`: edit the site in the browser, on this computer. Starts decap-server (Decap's local
// backend, writing straight to the files in content/data/), serves the editor at /admin/ and the built site
// next to it, and rebuilds the site whenever a content file changes.
//   CMS_PORT (default 3300)          the editor and the site: http://localhost:3300/admin/
//   CMS_BACKEND_PORT (default 8081)  decap-server, reached by the editor through the same address
//   CMS_HOST (default localhost)     the address both listen on
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync, watch } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, request } from 'node:http';
import { join } from 'node:path';
import { loadEnv, missingIds } from './check-env.mjs';
import { optionsOrExit } from './cli-options.mjs';
import { bundleEditorRules, EDITOR_RULES_FILE } from './editor-rules.mjs';
import { adminHeaders, decapFiles, DECAP_DIST } from './postbuild.mjs';
import { createStaticServer } from './static-server.mjs';

optionsOrExit('npm run cms, with settings in the environment or .env (CMS_PORT=3305 npm run cms)');
const env = loadEnv();
const host = env.CMS_HOST ?? 'localhost';
const port = Number(env.CMS_PORT ?? 3300);
const backendPort = Number(env.CMS_BACKEND_PORT ?? 8081);
const SOURCES = ['app', 'components', 'content', 'lib', 'public', 'next.config.ts', 'package.json'];
const log = (line) => console.log(`  cms: ${line}`);

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}

// decap-server writes to the working copy it is started in ("fs" mode: no commits).
const backend = spawn(process.execPath, ['node_modules/decap-server/dist/index.js'], {
  env: {
    ...process.env,
    PORT: String(backendPort),
    BIND_HOST: '127.0.0.1',
    GIT_REPO_DIRECTORY: process.cwd(),
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
backend.on('exit', (code) => {
  console.error(
    `  cms: decap-server stopped (exit ${code}); is port ${backendPort} free? Set CMS_BACKEND_PORT.`,
  );
  process.exit(1);
});

/* One build at a time. A save during a build restarts it: only the newest content is worth waiting for. */
let site = createStaticServer({ root: 'out' });
let building = null;
let restart = false;

function stopBuild() {
  try {
    process.kill(process.platform === 'win32' ? building.pid : -building.pid);
  } catch {
    // Already finished.
  }
}

function build() {
  if (building) {
    restart = true;
    stopBuild();
    return;
  }
  log('building the site…');
  // Without EmailJS ids the preview's form sends to the local inbox origin, as `npm start` does.
  const buildEnv = missingIds(env).length ? { ...process.env, ENQUIRY_INBOX: 'local' } : process.env;
  // Its own process group, so a restart or Ctrl+C stops the whole build.
  building = spawn('npm', ['run', 'build', '--silent'], {
    env: buildEnv,
    stdio: ['ignore', 'inherit', 'inherit'],
    shell: process.platform === 'win32',
    detached: process.platform !== 'win32',
  });
  building.on('exit', (code) => {
    building = null;
    if (restart) {
      restart = false;
      build();
    } else if (code === 0) {
      // Re-reads out/_headers: every build hashes its inline scripts anew.
      site = createStaticServer({ root: 'out' });
      log(`site rebuilt: http://${host}:${port}/`);
    } else {
      log('the build failed (see the message above); the site shows the last good build');
    }
  });
}

let timer;
watch('content', { recursive: true }, (_event, name) => {
  if (!name || !/\.(json|ts)$/.test(name) || name.endsWith('.test.ts')) return;
  clearTimeout(timer);
  timer = setTimeout(() => {
    build();
    if (name.endsWith('.ts')) rebundle();
  }, 300);
});

const built = existsSync('out/index.html') ? statSync('out/index.html').mtimeMs : 0;
if (built < Math.max(...SOURCES.map(newestMtime))) build();

/* The editor: its page and config from public/admin/, the CMS script straight from node_modules. */
const ADMIN_FILES = {
  '/admin/': ['public/admin/index.html', 'text/html; charset=utf-8'],
  '/admin/index.html': ['public/admin/index.html', 'text/html; charset=utf-8'],
  '/admin/config.yml': ['public/admin/config.yml', 'text/yaml; charset=utf-8'],
};
const decap = new Set(decapFiles());

/* The editor's rules, bundled from the schemas at start and again whenever content/ or config.yml changes. */
let editorRules;
function rebundle() {
  editorRules = bundleEditorRules();
  editorRules.catch((error) => log(`the editor's rules did not bundle: ${error.message}`));
}
rebundle();
watch('public/admin', rebundle);

async function serveAdmin(req, pathname, res) {
  const name = pathname.slice('/admin/'.length);
  if (name === EDITOR_RULES_FILE) {
    const body = await editorRules.catch(
      (error) => `alert(${JSON.stringify(`The editor's checks could not load: ${error.message}`)});`,
    );
    res.writeHead(200, {
      'content-type': 'text/javascript; charset=utf-8',
      'cache-control': 'no-store',
      ...adminHeaders(env),
    });
    res.end(body);
    return true;
  }
  const [file, type] =
    ADMIN_FILES[pathname] ??
    (decap.has(name)
      ? [
          join(DECAP_DIST, name),
          name.endsWith('.wasm') ? 'application/wasm' : 'text/javascript; charset=utf-8',
        ]
      : []);
  if (!file) return false;
  let body = await readFile(file);
  // The local backend is this server (proxied below), so the editor needs no other origin.
  if (pathname === '/admin/config.yml') {
    body = body
      .toString('utf8')
      .replace(/^local_backend: true$/m, `local_backend:\n  url: http://${req.headers.host}/api/v1`);
  }
  res.writeHead(200, { 'content-type': type, 'cache-control': 'no-store', ...adminHeaders(env) });
  res.end(body);
  return true;
}

function proxyToBackend(req, res) {
  const upstream = request(
    { host: '127.0.0.1', port: backendPort, path: req.url, method: req.method, headers: req.headers },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', () => res.writeHead(502).end('decap-server is not answering'));
  req.pipe(upstream);
}

createServer(async (req, res) => {
  const { pathname } = new URL(req.url ?? '/', 'http://localhost');
  if (pathname.startsWith('/api/v1')) return proxyToBackend(req, res);
  if (pathname.startsWith('/admin/') && (await serveAdmin(req, pathname, res))) return;
  site.emit('request', req, res);
}).listen(port, host, () => {
  console.log(
    `\n  Edit the site at http://${host}:${port}/admin/ (saves go to content/data/ on this computer)`,
  );
  console.log(`  The site, rebuilt after each save: http://${host}:${port}/\n`);
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    backend.removeAllListeners('exit');
    backend.kill();
    if (building) stopBuild();
    process.exit(0);
  });
}
