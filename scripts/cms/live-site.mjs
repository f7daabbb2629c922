// The live site of `npm run cms`: the current branch's export in out/, built again when a publish changes
// its content or pictures, and served from the editor's address.
import { watch } from 'node:fs';
import { exportIsStale } from '../sources.mjs';
import { createStaticServer } from '../static-server.mjs';
import { createBuilder } from './builder.mjs';
import { branchTip, currentBranch, git } from './git.mjs';

/**
 * `onSourceChange(name)` hears of each changed file of content/ or media/ (the editor's rules are bundled
 * again from a changed schema). Builds at once when out/ is older than the sources.
 */
export function liveSite({ env, log, host, port, branch, onSourceChange }) {
  let site = createStaticServer({ root: 'out' });
  const builder = createBuilder({
    env,
    log,
    onReady() {
      // Re-reads out/_headers: every build hashes its inline scripts anew.
      site = createStaticServer({ root: 'out' });
      log(`site rebuilt: http://${host}:${port}/`);
    },
  });
  const build = () => {
    log('building the site…');
    builder.run();
  };

  let timer;
  /*
   * What the live site shows: the branch's newest commit. decap-server saves a draft by checking its branch
   * out in this working copy for a moment (the files change before HEAD moves), so the files seen while HEAD
   * is elsewhere, or while the files differ from HEAD, are a draft's: wait until the branch is back and
   * clean. The published state is read from the branch itself, not from HEAD: a save that starts between
   * the two checks would otherwise pass off its draft's commit as a publish. A change while a build runs
   * starts it over even when the end state is the same, as the build may have read a draft's files.
   */
  const publishedState = () => branchTip(branch);
  let lastBuilt = '';
  function buildIfChanged() {
    if (currentBranch() !== branch || git(['status', '--porcelain'])) {
      clearTimeout(timer);
      timer = setTimeout(buildIfChanged, 1000);
      return;
    }
    const state = publishedState();
    if (state === lastBuilt && builder.status.state !== 'building') return;
    lastBuilt = state;
    build();
  }
  for (const folder of ['content', 'media']) {
    watch(folder, { recursive: true }, (_event, name) => {
      if (!name || name.endsWith('.test.ts') || name === 'media-manifest.json') return;
      clearTimeout(timer);
      timer = setTimeout(() => {
        buildIfChanged();
        onSourceChange(name);
      }, 500);
    });
  }

  lastBuilt = publishedState();
  if (exportIsStale()) build();

  return {
    status: builder.status,
    serve: (req, res) => site.emit('request', req, res),
    stop: builder.stop,
  };
}
