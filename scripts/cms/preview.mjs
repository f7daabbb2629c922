// The preview of `npm run cms`: the newest draft checked out in a worktree outside the project (tools that
// scan the project never see it), sharing node_modules by hard links and the pictures already made, built
// again whenever a draft is saved, and served on a port of its own.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createStaticServer } from '../static-server.mjs';
import { createBuilder } from './builder.mjs';
import { draftsState, git, newestDraft } from './git.mjs';

/** The preview's worktree: one per project folder, in the system's temporary folder. */
export const previewDir = (project = '.') =>
  join(
    tmpdir(),
    `kuttiyar-cms-preview-${createHash('sha256').update(resolve(project)).digest('hex').slice(0, 8)}`,
  );

/** Checks `commit` out into `dir`, a worktree made on first use. */
function checkOut(dir, { branch, commit }) {
  if (!existsSync(join(dir, '.git'))) {
    rmSync(dir, { recursive: true, force: true });
    git(['worktree', 'prune']);
    if (git(['worktree', 'add', '--detach', '--force', dir, commit]) === null) {
      throw new Error(`git could not check the draft out into ${dir}`);
    }
  } else if (git(['checkout', '--detach', '--force', commit], dir) === null) {
    throw new Error(`git could not check out the draft ${branch}`);
  }
}

/** Gives the worktree what a build needs and git does not hold, from the project, once. */
function shareCaches(dir) {
  if (!existsSync(join(dir, 'node_modules'))) {
    // Hard links take a second or two; across file systems it has to copy.
    const linked = spawnSync('cp', ['-al', 'node_modules', join(dir, 'node_modules')]);
    if (linked.status !== 0) cpSync('node_modules', join(dir, 'node_modules'), { recursive: true });
    // The media step's cache is written, not only read: the preview gets its own copy.
    rmSync(join(dir, 'node_modules/.cache'), { recursive: true, force: true });
    if (existsSync('node_modules/.cache'))
      cpSync('node_modules/.cache', join(dir, 'node_modules/.cache'), { recursive: true });
  }
  // The build cache of the live site's builds starts the preview's warm.
  if (existsSync('.next/cache') && !existsSync(join(dir, '.next/cache'))) {
    cpSync('.next/cache', join(dir, '.next/cache'), { recursive: true });
  }
  if (existsSync('public/media') && !existsSync(join(dir, 'public/media'))) {
    cpSync('public/media', join(dir, 'public/media'), { recursive: true });
  }
}

export function draftPreview({ env, log, host, port }) {
  const dir = previewDir();
  let site = null;
  let previewed = { branch: '', commit: '' };

  const builder = createBuilder({
    cwd: dir,
    env,
    log,
    prepare() {
      const draft = newestDraft();
      if (!draft) throw new Error('there is no draft to preview');
      checkOut(dir, draft);
      shareCaches(dir);
      previewed = draft;
    },
    onReady() {
      site = createStaticServer({ root: join(dir, 'out') });
      log(`preview of the draft ${previewed.branch} built: http://${host}:${port}/`);
    },
  });

  // A save of a draft moves its branch: the newest draft is built again. With no draft left, none is built.
  let drafts = '';
  setInterval(() => {
    const now = draftsState();
    if (now === drafts) return;
    drafts = now;
    if (now) {
      log('building the preview of the newest draft…');
      builder.run();
    } else if (builder.status.state === 'building') {
      // The last draft was published or deleted: its preview would show nothing new.
      log('no draft left: the preview build stops');
      builder.cancel();
    }
  }, 1500).unref();

  return {
    /** Where the preview stands, and of which draft. */
    status: () => ({ ...builder.status, draft: previewed.branch }),
    serve(req, res) {
      if (site) return site.emit('request', req, res);
      res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8', 'retry-after': '30' });
      res.end(
        'No preview yet: save a draft in the editor, and its preview is built here in a minute or two.',
      );
    },
    stop: builder.stop,
  };
}
