// The editor at /admin/ of `npm run cms`: its page and config from public/admin/, the CMS script straight
// from node_modules, the editor's rules bundled from the schemas, and where the builds stand.
import { watch } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { bundleEditorRules, EDITOR_RULES_FILE } from '../editor-rules.mjs';
import { adminHeaders, decapFiles, DECAP_DIST } from '../postbuild.mjs';

const ADMIN_FILES = {
  '/admin/': ['public/admin/index.html', 'text/html; charset=utf-8'],
  '/admin/index.html': ['public/admin/index.html', 'text/html; charset=utf-8'],
  '/admin/config.yml': ['public/admin/config.yml', 'text/yaml; charset=utf-8'],
  '/admin/editor.css': ['public/admin/editor.css', 'text/css; charset=utf-8'],
  '/admin/editor-first.js': ['public/admin/editor-first.js', 'text/javascript; charset=utf-8'],
};

/**
 * The config as this editor needs it: its local backend is this server (proxied to decap-server), and
 * drafts merge into the branch checked out here.
 */
export const localConfig = (yaml, origin, branch) =>
  yaml
    .replace(/^local_backend: true$/m, `local_backend:\n  url: ${origin}/api/v1`)
    .replace(/^  branch: .*$/m, `  branch: ${JSON.stringify(branch)}`);

/**
 * `buildStatus(req)` says where the live site and the preview stand, for the editor's status box
 * (lib/editor/build-status.ts). `serve` answers a request under /admin/, or resolves false for a path it
 * does not have.
 */
export function createAdmin({ env, log, branch, buildStatus }) {
  const decap = new Set(decapFiles());
  const headers = (type) => ({ 'content-type': type, 'cache-control': 'no-store', ...adminHeaders(env) });

  // The editor's rules, bundled from the schemas at start and again whenever content/ or config.yml changes.
  let editorRules;
  function rebundle() {
    editorRules = bundleEditorRules();
    editorRules.catch((error) => log(`the editor's rules did not bundle: ${error.message}`));
  }
  rebundle();
  watch('public/admin', rebundle);

  async function serve(req, pathname, res) {
    const name = pathname.slice('/admin/'.length);
    if (name === 'build-status.json') {
      res.writeHead(200, headers('application/json'));
      res.end(JSON.stringify(buildStatus(req)));
      return true;
    }
    if (name === EDITOR_RULES_FILE) {
      const body = await editorRules.catch(
        (error) => `alert(${JSON.stringify(`The editor's checks could not load: ${error.message}`)});`,
      );
      res.writeHead(200, headers('text/javascript; charset=utf-8'));
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
    if (pathname === '/admin/config.yml') {
      body = localConfig(body.toString('utf8'), `http://${req.headers.host}`, branch);
    }
    res.writeHead(200, headers(type));
    res.end(body);
    return true;
  }

  return { serve, rebundle };
}
