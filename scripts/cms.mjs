// `npm run cms`: edit the site in the browser, on this computer. Starts decap-server (Decap's local backend)
// in git mode: a save is a draft on a branch cms/<collection>/<entry> of this repository, and "Publish"
// merges it into the current branch. Serves the editor at /admin/ and the built site next to it, rebuilds the
// site when a change is published, and builds the newest draft into a preview site on a port of its own.
//   CMS_PORT (default 3300)          the editor and the site: http://localhost:3300/admin/
//   CMS_PREVIEW_PORT (default 3301)  the preview of the newest draft
//   CMS_BACKEND_PORT (default 8081)  decap-server, reached by the editor through the same address
//   CMS_HOST (default localhost)     the address all three listen on
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, readdirSync, rmSync, statSync, watch } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, request } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { loadEnv, missingIds } from './check-env.mjs';
import { optionsOrExit } from './cli-options.mjs';
import { listenOrExit } from './listen.mjs';
import { createBuilder } from './cms-build.mjs';
import { committerEnv, currentBranch, git, gitProblem } from './cms-git.mjs';
import { bundleEditorRules, EDITOR_RULES_FILE } from './editor-rules.mjs';
import { adminHeaders, decapFiles, DECAP_DIST } from './postbuild.mjs';
import { createStaticServer } from './static-server.mjs';

optionsOrExit('npm run cms, with settings in the environment or .env (CMS_PORT=3305 npm run cms)');
const env = loadEnv();
const host = env.CMS_HOST ?? 'localhost';
const port = Number(env.CMS_PORT ?? 3300);
const previewPort = Number(env.CMS_PREVIEW_PORT ?? 3301);
const backendPort = Number(env.CMS_BACKEND_PORT ?? 8081);
const SOURCES = ['app', 'components', 'content', 'lib', 'media', 'public', 'next.config.ts', 'package.json'];
const log = (line) => console.log(`  cms: ${line}`);

const problem = gitProblem();
if (problem) {
  console.error(`  cms: cannot start: ${problem}`);
  process.exit(1);
}
const branch = currentBranch();

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}

// decap-server reports a taken port with a stack trace: its port is tried here first, for one clear line.
await new Promise((done) =>
  listenOrExit(createNetServer(), {
    port: backendPort,
    host: '127.0.0.1',
    hint: 'set CMS_BACKEND_PORT to another port for decap-server',
  }).then((probe) => probe.close(done)),
);

const backend = spawn(process.execPath, ['node_modules/decap-server/dist/index.js'], {
  env: {
    ...process.env,
    ...committerEnv(),
    MODE: 'git',
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

// Without EmailJS ids the site's form sends to the local inbox origin, as `npm start` does.
const buildEnv = missingIds(env).length ? { ...process.env, ENQUIRY_INBOX: 'local' } : process.env;

/* The live site: the current branch, rebuilt when a publish changes its content or pictures. */
let site = createStaticServer({ root: 'out' });
const live = createBuilder({
  env: buildEnv,
  log,
  onReady() {
    // Re-reads out/_headers: every build hashes its inline scripts anew.
    site = createStaticServer({ root: 'out' });
    log(`site rebuilt: http://${host}:${port}/`);
  },
});
const build = () => {
  log('building the site…');
  live.run();
};

/*
 * The preview: the newest draft checked out in a worktree outside the project (tools that scan the project
 * never see it), sharing node_modules by hard links and the pictures already made.
 */
const previewDir = join(
  tmpdir(),
  `kuttiyar-cms-preview-${createHash('sha256').update(resolve('.')).digest('hex').slice(0, 8)}`,
);
let previewSite = null;
let previewed = { draft: '', commit: '' };
let drafts = '';

function preparePreview() {
  const draft = git([
    'for-each-ref',
    '--sort=-committerdate',
    '--format=%(refname:short) %(objectname)',
    'refs/heads/cms/',
  ])?.split('\n')[0];
  if (!draft) throw new Error('there is no draft to preview');
  const [name, commit] = draft.split(' ');
  if (!existsSync(join(previewDir, '.git'))) {
    rmSync(previewDir, { recursive: true, force: true });
    git(['worktree', 'prune']);
    if (git(['worktree', 'add', '--detach', '--force', previewDir, commit]) === null) {
      throw new Error(`git could not check the draft out into ${previewDir}`);
    }
  } else if (git(['checkout', '--detach', '--force', commit], previewDir) === null) {
    throw new Error(`git could not check out the draft ${name}`);
  }
  if (!existsSync(join(previewDir, 'node_modules'))) {
    // Hard links take a second or two; across file systems it has to copy.
    const linked = spawnSync('cp', ['-al', 'node_modules', join(previewDir, 'node_modules')]);
    if (linked.status !== 0) cpSync('node_modules', join(previewDir, 'node_modules'), { recursive: true });
    // The media step's cache is written, not only read: the preview gets its own copy.
    rmSync(join(previewDir, 'node_modules/.cache'), { recursive: true, force: true });
    if (existsSync('node_modules/.cache'))
      cpSync('node_modules/.cache', join(previewDir, 'node_modules/.cache'), { recursive: true });
  }
  // The build cache of the live site's builds starts the preview's warm.
  if (existsSync('.next/cache') && !existsSync(join(previewDir, '.next/cache'))) {
    cpSync('.next/cache', join(previewDir, '.next/cache'), { recursive: true });
  }
  if (existsSync('public/media') && !existsSync(join(previewDir, 'public/media'))) {
    cpSync('public/media', join(previewDir, 'public/media'), { recursive: true });
  }
  previewed = { draft: name, commit };
}

const preview = createBuilder({
  cwd: previewDir,
  env: buildEnv,
  log,
  prepare: preparePreview,
  onReady() {
    previewSite = createStaticServer({ root: join(previewDir, 'out') });
    log(`preview of the draft ${previewed.draft} built: http://${host}:${previewPort}/`);
  },
});

// A save of a draft moves its branch: the newest draft is built again. With no draft left, none is built.
setInterval(() => {
  const now = git(['for-each-ref', '--format=%(refname:short) %(objectname)', 'refs/heads/cms/']) ?? '';
  if (now === drafts) return;
  drafts = now;
  if (now) {
    log('building the preview of the newest draft…');
    preview.run();
  } else if (preview.status.state === 'building') {
    // The last draft was published or deleted: its preview would show nothing new.
    log('no draft left: the preview build stops');
    preview.cancel();
  }
}, 1500).unref();

let timer;
/*
 * What the live site shows: the branch's newest commit. decap-server saves a draft by checking its branch out
 * in this working copy for a moment (the files change before HEAD moves), so the files seen while HEAD is
 * elsewhere, or while the files differ from HEAD, are a draft's: wait until the branch is back and clean. A
 * change while a build runs starts it over even when the end state is the same, as the build may have read a
 * draft's files.
 */
const publishedState = () => git(['rev-parse', 'HEAD']);
let lastBuilt = '';
function buildIfChanged() {
  if (currentBranch() !== branch || git(['status', '--porcelain'])) {
    clearTimeout(timer);
    timer = setTimeout(buildIfChanged, 1000);
    return;
  }
  const state = publishedState();
  if (state === lastBuilt && live.status.state !== 'building') return;
  lastBuilt = state;
  build();
}
for (const folder of ['content', 'media']) {
  watch(folder, { recursive: true }, (_event, name) => {
    if (!name || name.endsWith('.test.ts') || name === 'media-manifest.json') return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      buildIfChanged();
      if (name.endsWith('.ts')) rebundle();
    }, 500);
  });
}

const built = existsSync('out/index.html') ? statSync('out/index.html').mtimeMs : 0;
lastBuilt = publishedState();
if (built < Math.max(...SOURCES.map(newestMtime))) build();

/* The editor: its page and config from public/admin/, the CMS script straight from node_modules. */
const ADMIN_FILES = {
  '/admin/': ['public/admin/index.html', 'text/html; charset=utf-8'],
  '/admin/index.html': ['public/admin/index.html', 'text/html; charset=utf-8'],
  '/admin/config.yml': ['public/admin/config.yml', 'text/yaml; charset=utf-8'],
  '/admin/editor.css': ['public/admin/editor.css', 'text/css; charset=utf-8'],
  '/admin/editor-first.js': ['public/admin/editor-first.js', 'text/javascript; charset=utf-8'],
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

/** Where the live site and the preview stand, for the editor's status box (lib/editor/build-status.ts). */
function buildStatus(req) {
  const hostname = (req.headers.host ?? host).replace(/:\d+$/, '');
  return {
    live: { ...live.status, url: `http://${req.headers.host}/` },
    preview: { ...preview.status, draft: previewed.draft, url: `http://${hostname}:${previewPort}/` },
  };
}

async function serveAdmin(req, pathname, res) {
  const name = pathname.slice('/admin/'.length);
  if (name === 'build-status.json') {
    res.writeHead(200, {
      'content-type': 'application/json',
      'cache-control': 'no-store',
      ...adminHeaders(env),
    });
    res.end(JSON.stringify(buildStatus(req)));
    return true;
  }
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
  // The local backend is this server (proxied below), so the editor needs no other origin; drafts merge into
  // the branch checked out here.
  if (pathname === '/admin/config.yml') {
    body = body
      .toString('utf8')
      .replace(/^local_backend: true$/m, `local_backend:\n  url: http://${req.headers.host}/api/v1`)
      .replace(/^  branch: .*$/m, `  branch: ${JSON.stringify(branch)}`);
  }
  res.writeHead(200, { 'content-type': type, 'cache-control': 'no-store', ...adminHeaders(env) });
  res.end(body);
  return true;
}

/*
 * Each request to decap-server on a connection of its own (agent: false): a kept-alive socket that
 * decap-server closes after its idle timeout, reused by the next save at that moment, would lose the save
 * with a reset.
 */
function proxyToBackend(req, res) {
  const upstream = request(
    {
      host: '127.0.0.1',
      port: backendPort,
      path: req.url,
      method: req.method,
      headers: { ...req.headers, connection: 'close' },
      agent: false,
    },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', (error) => {
    log(`decap-server did not answer ${req.method} ${req.url}: ${error.message}`);
    if (res.headersSent) res.destroy();
    else res.writeHead(502).end('decap-server is not answering');
  });
  req.pipe(upstream);
}

createServer(async (req, res) => {
  const { pathname } = new URL(req.url ?? '/', 'http://localhost');
  if (pathname.startsWith('/api/v1')) return proxyToBackend(req, res);
  if (pathname.startsWith('/admin/') && (await serveAdmin(req, pathname, res))) return;
  site.emit('request', req, res);
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

createServer((req, res) => {
  if (previewSite) return previewSite.emit('request', req, res);
  res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8', 'retry-after': '30' });
  res.end('No preview yet: save a draft in the editor, and its preview is built here in a minute or two.');
})
  .on('error', (error) => {
    console.error(
      `  cms: the preview cannot listen on port ${previewPort} (${error.code}); set CMS_PREVIEW_PORT.`,
    );
    process.exit(1);
  })
  .listen(previewPort, host);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    backend.removeAllListeners('exit');
    backend.kill();
    live.stop();
    preview.stop();
    process.exit(0);
  });
}
