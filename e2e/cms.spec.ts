import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { Page } from '@playwright/test';
import { formatRate } from '@/lib/packages/format';
import { expect, test } from './fixtures';

/*
 * The operator's round trip, with the real local backend: log in to /admin/, change a camp's price and a
 * review, publish, and see both on the rebuilt site. Everything runs in a temporary copy of the project,
 * so the working copy is never written to.
 */

type Camp = { id: string; name: string; rate: number | null; comingSoon: boolean };
type Review = { id: number; name: string; review: string };

let dir = '';
let cms: ChildProcess | undefined;
let output = '';

const readJson = <T>(file: string): T => JSON.parse(readFileSync(join(dir, file), 'utf8')) as T;
const camps = () => readJson<{ camps: Camp[] }>('content/data/camps.json').camps;
const reviews = () => readJson<{ reviews: Review[] }>('content/data/reviews.json').reviews;

/** The working tree's files (committed or not, ignored ones left out), with their times, so out/ stays current. */
function copyProject(to: string) {
  const listed = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    encoding: 'utf8',
  });
  for (const file of listed.stdout.split('\0').filter((f) => f && existsSync(f))) {
    mkdirSync(dirname(join(to, file)), { recursive: true });
    cpSync(file, join(to, file), { preserveTimestamps: true });
  }
  if (existsSync('out')) cpSync('out', join(to, 'out'), { recursive: true, preserveTimestamps: true });
  // Turbopack refuses a node_modules symlink that leaves the project: hard links give the copy its own
  // node_modules in a second or two.
  const linked = spawnSync('cp', ['-al', 'node_modules', join(to, 'node_modules')]);
  if (linked.status !== 0) throw new Error(`cp -al node_modules failed: ${linked.stderr}`);
}

/** Decap's list items expand with an unlabelled chevron, the first button above the item's summary. */
async function expand(page: Page, summary: string) {
  await page.getByText(summary, { exact: true }).locator('xpath=preceding-sibling::div[1]/button[1]').click();
}

async function publish(page: Page) {
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByText('Publish now').click();
  await expect(page.getByText('Entry saved').last()).toBeVisible();
}

/** Resolves once `npm run cms` prints `line` after position `from` of its output. */
const printedSince = (from: number, line: string, timeout = 240_000) =>
  expect.poll(() => output.slice(from).includes(line), { timeout, intervals: [1_000] }).toBe(true);

test.beforeAll(async ({ baseURL }) => {
  test.skip(!test.info().config.configFile?.endsWith('cms.config.ts'), 'run with --config e2e/cms.config.ts');
  const port = Number(new URL(baseURL!).port);
  dir = mkdtempSync(join(tmpdir(), 'kuttiyar-cms-'));
  copyProject(dir);
  cms = spawn(process.execPath, ['scripts/cms.mjs'], {
    cwd: dir,
    env: {
      ...process.env,
      CMS_HOST: '127.0.0.1',
      CMS_PORT: String(port),
      CMS_BACKEND_PORT: String(port + 1),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  cms.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  cms.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await expect
    .poll(async () => (await fetch(new URL('/admin/config.yml', baseURL)).catch(() => null))?.status, {
      timeout: 30_000,
    })
    .toBe(200);
  // Without a current out/ it builds first; the editor's pictures come from that build.
  if (output.includes('building the site')) await printedSince(0, 'site rebuilt');
});

test.afterAll(() => {
  if (cms?.pid) {
    try {
      process.kill(-cms.pid, 'SIGTERM');
    } catch {
      // Already stopped.
    }
  }
  if (dir) rmSync(dir, { recursive: true, force: true });
});

test('a price and a review changed in the editor show on the rebuilt site', async ({ page }) => {
  const camp = camps().find((c) => !c.comingSoon && c.rate !== null)!;
  // A price no camp has yet, so the page can only show it if the edit arrived.
  const newRate = Math.max(...camps().map((c) => c.rate ?? 0)) + 110;
  const first = reviews()[0]!;
  const newReview = {
    name: 'Meera T., Thrissur',
    review: `Changed in the editor at ${new Date().toISOString()}: the camp was warm and the guides were kind.`,
  };

  await page.goto('/admin/');
  await page.getByRole('button', { name: /login/i }).click();

  await page.getByRole('link', { name: 'Camps', exact: true }).click();
  await page.getByRole('link', { name: 'Camping page' }).click();
  await expand(page, camp.name);
  await page
    .getByLabel(/price per person/i)
    .filter({ visible: true })
    .fill(String(newRate));
  await publish(page);
  await expect.poll(() => camps().find((c) => c.id === camp.id)?.rate).toBe(newRate);

  await page.getByRole('link', { name: /writing in camps collection/i }).click();
  await page.getByRole('link', { name: 'Home page', exact: true }).click();
  await page.getByRole('link', { name: 'Reviews', exact: true }).click();
  await expand(page, first.name);
  await page
    .getByLabel(/^review$/i)
    .filter({ visible: true })
    .fill(newReview.review);
  await page
    .getByLabel(/name and city/i)
    .filter({ visible: true })
    .fill(newReview.name);
  await publish(page);
  await expect.poll(() => reviews()[0]).toEqual({ ...first, ...newReview });
  const savedAt = output.length;

  // Each save starts the build over; the one that finishes after the last save has both changes.
  await printedSince(savedAt, 'site rebuilt');

  await page.goto('/camping/');
  await expect(page.getByText(formatRate(newRate)!)).toBeVisible();
  await page.goto('/');
  await expect(page.getByText(newReview.review).first()).toBeVisible();
  await expect(page.getByText(newReview.name).first()).toBeVisible();
});
