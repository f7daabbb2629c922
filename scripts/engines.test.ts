import { existsSync, readFileSync } from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

type Lock = { packages: Record<string, { engines?: { node?: string } }> };

const ours: string = JSON.parse(readFileSync('package.json', 'utf8')).engines.node;
const lock: Lock = JSON.parse(readFileSync('package-lock.json', 'utf8'));

describe('engines', () => {
  it('promise only Node versions that every installed package accepts (no EBADENGINE on install)', () => {
    const narrower = Object.entries(lock.packages)
      .filter(([path, entry]) => path && entry.engines?.node && existsSync(path))
      .filter(([, entry]) => !semver.subset(ours, entry.engines?.node ?? '*'))
      .map(([path, entry]) => `${path.replace(/^.*node_modules\//, '')} wants ${entry.engines?.node}`);
    expect(narrower).toEqual([]);
  });

  it('include the Node this machine runs', () => {
    expect(semver.satisfies(process.version, ours)).toBe(true);
  });
});
