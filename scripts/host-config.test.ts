import { readFileSync } from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

type Workflow = {
  on: { pull_request?: unknown; push?: { branches?: string[] } };
  jobs: Record<string, { container?: string; steps: Array<{ run?: string; uses?: string }> }>;
};

const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
const workflow: Workflow = parse(readFileSync('.github/workflows/test.yml', 'utf8'));
const netlify = readFileSync('netlify.toml', 'utf8');
const ciRun = readFileSync('.ci/run', 'utf8');

/** A `key = "value"` of netlify.toml, in its first table or in `[section]` (no other form is used). */
function netlifySetting(key: string, section?: string): string | undefined {
  const text = section ? (netlify.split(`[${section}]`)[1]?.split(/^\[/m)[0] ?? '') : netlify;
  return new RegExp(`^\\s*${key}\\s*=\\s*"([^"]*)"`, 'm').exec(text)?.[1];
}

const steps = Object.values(workflow.jobs).flatMap((job) => job.steps);
const workflowNode = /^node:(\d+\.\d+\.\d+)/.exec(Object.values(workflow.jobs)[0]?.container ?? '')?.[1];
const workflowNpm = steps.map((step) => /npm@(\d+\.\d+\.\d+)/.exec(step.run ?? '')?.[1]).find(Boolean);

describe('the CI workflow', () => {
  it('runs on every pull request and on main', () => {
    expect(workflow.on.pull_request).toBeDefined();
    expect(workflow.on.push?.branches).toContain('main');
  });

  it("runs the README's test command through .ci/run", () => {
    expect(steps.some((step) => step.run?.trim() === 'bash .ci/run')).toBe(true);
    expect(ciRun).toMatch(/^npm install\b.*$/m);
    expect(ciRun.trim().split('\n').at(-1)).toBe('npm test');
  });
});

describe('the host build (netlify.toml)', () => {
  it('publishes the static export, after the content checks and the build', () => {
    expect(netlifySetting('publish')).toBe('out');
    const commands = netlifySetting('command')
      ?.split('&&')
      .map((part) => part.trim());
    expect(commands).toEqual(['npm run check:content', 'npm run build']);
    expect(pkg.scripts['check:content']).toMatch(/^vitest run content\//);
  });

  it('builds the live site only after the launch check, and drafts without it', () => {
    const commands = netlifySetting('command', 'context.production')
      ?.split('&&')
      .map((part) => part.trim());
    expect(commands).toEqual(['npm run check:launch', 'npm run check:content', 'npm run build']);
    expect(pkg.scripts['check:launch']).toBe('node scripts/check-launch.mjs');
  });

  it('checks the export after every build, so no deploy ships one that fails it', () => {
    expect(pkg.scripts.postbuild).toMatch(
      /&& node scripts\/check-export\.mjs( && node scripts\/check-languages\.mjs)?$/,
    );
    expect(pkg.scripts['postbuild:test']).toMatch(
      /&& node scripts\/check-export\.mjs( && node scripts\/check-languages\.mjs)?$/,
    );
  });
});

describe('Node and npm on the hosts', () => {
  it('are the same on CI and the host, a Node the engines accept and an npm that reads allowScripts', () => {
    const hostNode = netlifySetting('NODE_VERSION');
    expect(hostNode).toBe(workflowNode);
    expect(semver.satisfies(hostNode ?? '', pkg.engines.node)).toBe(true);
    const hostNpm = netlifySetting('NPM_VERSION');
    expect(hostNpm).toBe(workflowNpm);
    expect(semver.gte(hostNpm ?? '0.0.0', '11.0.0')).toBe(true);
  });
});
