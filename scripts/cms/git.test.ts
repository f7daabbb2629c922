import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { branchTip, committerEnv, currentBranch, draftsState, git, gitProblem, newestDraft } from './git.mjs';

let dir = '';
const identity = ['-c', 'user.name=T', '-c', 'user.email=t@example.com'];

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'cms-git-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('npm run cms and git', () => {
  it('refuses a folder that is not a repository, saying how to get one', () => {
    expect(gitProblem(dir)).toMatch(/not a git repository: get the site with `git clone`/);
  });

  it('refuses uncommitted changes, naming them, and starts on a clean branch', () => {
    git(['init', '-q', '-b', 'main'], dir);
    writeFileSync(join(dir, 'a.json'), '{}');
    expect(gitProblem(dir)).toMatch(/not committed.*\n\?\? a\.json\n/s);
    git(['add', '-A'], dir);
    git([...identity, 'commit', '-qm', 'one'], dir);
    expect(gitProblem(dir)).toBeNull();
    expect(currentBranch(dir)).toBe('main');
  });

  it('finds the draft saved last', () => {
    git(['init', '-q', '-b', 'main'], dir);
    writeFileSync(join(dir, 'a.json'), '{}');
    git(['add', '-A'], dir);
    git([...identity, 'commit', '-qm', 'one'], dir);
    expect(newestDraft(dir)).toBeNull();
    expect(draftsState(dir)).toBe('');
    const first = git(['rev-parse', 'HEAD'], dir);
    git(['branch', 'cms/camps/camps'], dir);
    expect(newestDraft(dir)).toEqual({ branch: 'cms/camps/camps', commit: first });
    const before = draftsState(dir);
    expect(before).toBe(`cms/camps/camps ${first}`);

    // A save of another draft: it is the newest, and the drafts' state moves.
    writeFileSync(join(dir, 'b.json'), '{}');
    git(['switch', '-qc', 'cms/treks/ridge'], dir);
    git(['add', '-A'], dir);
    // Committed a moment later than the first draft, as the editor's next save would be.
    spawnSync('git', [...identity, 'commit', '-qm', 'two'], {
      cwd: dir,
      env: { ...process.env, GIT_COMMITTER_DATE: '2030-01-01T00:00:00' },
    });
    const second = git(['rev-parse', 'HEAD'], dir);
    expect(newestDraft(dir)).toEqual({ branch: 'cms/treks/ridge', commit: second });
    expect(draftsState(dir)).not.toBe(before);
  });

  it('commits as "Site editor" only where git has nobody set', () => {
    git(['init', '-q', '-b', 'main'], dir);
    git(['config', 'user.email', 'owner@example.com'], dir);
    expect(committerEnv(dir)).toEqual({});
  });

  it("reads the branch's own commit while a draft's branch is checked out", () => {
    git(['init', '-q', '-b', 'main'], dir);
    writeFileSync(join(dir, 'a.json'), '{}');
    git(['add', '-A'], dir);
    git([...identity, 'commit', '-qm', 'published'], dir);
    const published = git(['rev-parse', 'HEAD'], dir);
    // A save in progress: the draft's branch checked out, with its commit.
    git(['switch', '-qc', 'cms/treks/ridge'], dir);
    writeFileSync(join(dir, 'b.json'), '{}');
    git(['add', '-A'], dir);
    git([...identity, 'commit', '-qm', 'draft'], dir);
    expect(git(['rev-parse', 'HEAD'], dir)).not.toBe(published);
    expect(branchTip('main', dir)).toBe(published);
    expect(branchTip('no-such-branch', dir)).toBeNull();
  });
});
