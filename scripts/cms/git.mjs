// The git side of `npm run cms`: decap-server in git mode keeps each unpublished change (a draft) on a branch
// cms/<collection>/<entry> of this repository and merges it into the current branch on "Publish".
import { spawnSync } from 'node:child_process';

/**
 * Runs git in `cwd`; its output, trimmed, or null when it fails. Without optional locks: `git status` would
 * otherwise take the index's lock to refresh it, and decap-server's own git commands, running at the same
 * moment, fail on that lock ("index.lock: File exists").
 */
export function git(args, cwd = process.cwd()) {
  const run = spawnSync('git', args, {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, GIT_OPTIONAL_LOCKS: '0' },
  });
  return run.status === 0 ? run.stdout.trim() : null;
}

/**
 * Why editing cannot start here, in words for the owner, or null when it can: drafts need a git repository
 * on a branch, and decap-server commits everything in the working copy, so uncommitted changes would be
 * swept into the next draft.
 */
export function gitProblem(cwd = process.cwd()) {
  if (git(['rev-parse', '--is-inside-work-tree'], cwd) !== 'true') {
    return 'this folder is not a git repository: get the site with `git clone`, then run npm run cms in it';
  }
  if (!git(['symbolic-ref', '--short', 'HEAD'], cwd)) return 'git is not on a branch: run `git switch main`';
  const changed = git(['status', '--porcelain'], cwd);
  if (changed) {
    return `these files have changes that are not committed, and the editor would sweep them into its next draft:\n${changed}\nCommit them (git commit -am "…") or put them aside (git stash), then start again`;
  }
  return null;
}

export const currentBranch = (cwd = process.cwd()) => git(['symbolic-ref', '--short', 'HEAD'], cwd);

/**
 * The commit `branch` is at, whichever branch the working copy has checked out: decap-server checks a draft's
 * branch out for a moment on every save, so HEAD can be a draft's commit.
 */
export const branchTip = (branch, cwd = process.cwd()) => git(['rev-parse', `refs/heads/${branch}`], cwd);

/** The draft saved last: its branch and the commit it is at, or null when there is none. */
export function newestDraft(cwd = process.cwd()) {
  const refs = git(
    ['for-each-ref', '--sort=-committerdate', '--format=%(refname:short) %(objectname)', 'refs/heads/cms/'],
    cwd,
  );
  if (!refs) return null;
  const [branch, commit] = refs.split('\n')[0].split(' ');
  return { branch, commit };
}

/** Every draft and the commit it is at, as one text: it changes whenever a draft is saved, published or deleted. */
export const draftsState = (cwd = process.cwd()) =>
  git(['for-each-ref', '--format=%(refname:short) %(objectname)', 'refs/heads/cms/'], cwd) ?? '';

/** decap-server commits as the person set in git, or as "Site editor" where none is. */
export function committerEnv(cwd = process.cwd()) {
  if (git(['config', 'user.email'], cwd)) return {};
  return {
    GIT_AUTHOR_NAME: 'Site editor',
    GIT_AUTHOR_EMAIL: 'editor@localhost',
    GIT_COMMITTER_NAME: 'Site editor',
    GIT_COMMITTER_EMAIL: 'editor@localhost',
  };
}
