import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { devices, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { formatRate } from '@/lib/packages/format';
import { addDays, formatRange, munnarToday } from '@/lib/trips/calendar';
import { previewDir } from '../scripts/cms/preview.mjs';
import { expect, test } from './fixtures';

/*
 * The owner's season in one walk, with the real local backend (decap-server in git mode) and the editorial
 * workflow. At a desktop's width: log in to /admin/, see the treks listed with their pictures and prices, add
 * a trek with a phone photo, a closure and its price and put it first, have a bad edit refused with its
 * message, reorder and delete on the trekking page, change the phone number typed with a leading 0 and a
 * space. On a phone (390 px, touch): close a camp for a few days, change its price and add a photo just taken,
 * see all three on the draft's preview, and publish from the bar at the foot of the screen. Every editor
 * screen the phone shows must fit its width with its actions on screen. Then everything is on the rebuilt
 * site, where the new trek can be enquired about. Everything runs in a temporary git copy of the project, so
 * the working copy is never written to.
 */

type Trip = { name: string; image: string; rate: number | null; order?: number; comingSoon?: boolean };
type Point = { title: string; desc: string };

let dir = '';
let cms: ChildProcess | undefined;
let output = '';

const readJson = <T>(file: string): T => JSON.parse(readFileSync(join(dir, file), 'utf8')) as T;
const trekkingPage = () => readJson<{ benefits: Point[] }>('content/data/treks.json');
/** A group's trips as the files of its folder hold them, each with its file's name as its id. */
const tripsIn = (folder: string) =>
  readdirSync(join(dir, folder))
    .filter((name) => name.endsWith('.json'))
    .map((name) => ({ ...readJson<Trip>(`${folder}/${name}`), id: name.slice(0, -'.json'.length) }));
const git = (...args: string[]) => spawnSync('git', args, { cwd: dir, encoding: 'utf8' }).stdout.trim();

/** The working tree's files (committed or not, ignored ones left out), with their times, so out/ stays current. */
function copyProject(to: string) {
  const listed = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    encoding: 'utf8',
  });
  for (const file of listed.stdout.split('\0').filter((f) => f && existsSync(f))) {
    mkdirSync(dirname(join(to, file)), { recursive: true });
    cpSync(file, join(to, file), { preserveTimestamps: true });
  }
  // What the media step and the last build made, as an owner's clone has them: the builds start from there.
  for (const made of ['out', 'public/media', 'content/media-manifest.json', '.next/cache']) {
    if (existsSync(made)) cpSync(made, join(to, made), { recursive: true, preserveTimestamps: true });
  }
  // Turbopack refuses a node_modules symlink that leaves the project: hard links give the copy its own
  // node_modules in a second or two.
  const linked = spawnSync('cp', ['-al', 'node_modules', join(to, 'node_modules')]);
  if (linked.status !== 0) throw new Error(`cp -al node_modules failed: ${linked.stderr}`);
  // The media step writes its cache: the copy gets its own rather than a link to this one.
  rmSync(join(to, 'node_modules/.cache'), { recursive: true, force: true });
  if (existsSync('node_modules/.cache'))
    cpSync('node_modules/.cache', join(to, 'node_modules/.cache'), { recursive: true });
}

/** The bar above a list item's fields: its expand button, its drag handle and its remove button. */
const itemBar = (page: Page, summary: string) =>
  page.getByText(summary, { exact: true }).locator('xpath=preceding-sibling::div[1]');

/**
 * Drags a list item by its handle onto the place of another, with the mouse: Decap's lists sort by mouse or
 * touch only (dnd-kit's keyboard controls are not switched on).
 */
async function dragOnto(page: Page, summary: string, target: string) {
  await itemBar(page, target).scrollIntoViewIfNeeded();
  const handle = await itemBar(page, summary).locator('[aria-roledescription="sortable"]').boundingBox();
  const onto = await itemBar(page, target).boundingBox();
  const x = handle!.x + handle!.width / 2;
  await page.mouse.move(x, handle!.y + handle!.height / 2);
  await page.mouse.down();
  // Past the few pixels that tell a drag from a click, then over the top edge of the target.
  await page.mouse.move(x, handle!.y - 10, { steps: 4 });
  await page.mouse.move(x, onto!.y + 2, { steps: 20 });
  await page.mouse.up();
}

/** The field labelled `label` among those on screen; `nth` counts from the last one. */
const field = (scope: Page | Locator, label: string | RegExp, fromEnd = 0) =>
  scope
    .getByLabel(label, { exact: typeof label === 'string' })
    .filter({ visible: true })
    .nth(-1 - fromEnd);

/** A screenshot of the page as it is, when SHOTS_DIR names a folder for them. */
async function shoot(page: Page, name: string, focus?: Locator) {
  const folder = process.env.SHOTS_DIR;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  await focus?.scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(folder, `${name}-${page.viewportSize()!.width}.png`) });
}

/** `text` as a regular expression that matches it literally. */
const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A trip's card in its collection's list, named by its summary: "3. Top Valley · ₹ 2500". */
const listed = (page: Page, name: string) =>
  page.getByRole('link', { name: new RegExp(`^\\d*\\. ${literally(name)} · ₹`) });

/** The pages of the phone, whose screen is touched. */
const touchScreens = new WeakSet<Page>();

/** A tap on a touch screen, a click elsewhere. */
async function press(target: Locator) {
  if (touchScreens.has(target.page())) await target.tap();
  else await target.click();
}

/** The entry's actions, where Decap shows them: Save, the draft's status, Publish and Delete. */
const ACTIONS = /^(Save|Status: .+|Publish|Published|Delete .+)$/;

/**
 * The screen fits the window: nothing wider than it (no sideways scrolling), and every action the screen
 * offers is inside the window, where a thumb reaches it without scrolling.
 */
async function expectFits(page: Page, screen: string) {
  const { width, height } = page.viewportSize()!;
  await expect
    .poll(() => page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]), {
      message: `${screen}: wider than the ${width} px window`,
    })
    .toEqual([width, width]);
  const actions = page.getByRole('button', { name: ACTIONS }).filter({ visible: true });
  for (const action of await actions.all()) {
    const box = (await action.boundingBox())!;
    const name = await action.textContent();
    expect(box.x, `${screen}: "${name}" starts left of the window`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `${screen}: "${name}" ends right of the window`).toBeLessThanOrEqual(width);
    expect(box.y, `${screen}: "${name}" is above the window`).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height, `${screen}: "${name}" is below the window`).toBeLessThanOrEqual(height);
  }
}

/** Saves the entry as a draft. */
async function saveDraft(page: Page) {
  await press(page.getByRole('button', { name: 'Save', exact: true }));
  // decap-server commits the draft to its branch (with the photo): slow on a busy machine.
  await expect(page.getByText('Entry saved').last()).toBeVisible({ timeout: 180_000 });
}

/** Marks the draft ready and publishes it. */
async function publish(page: Page) {
  await press(page.getByRole('button', { name: /^Status: / }));
  await press(page.getByRole('menuitem', { name: 'Ready' }));
  await press(page.getByRole('button', { name: 'Publish', exact: true }));
  const now = page.getByRole('menuitem', { name: 'Publish now' });
  await expect(now).toBeInViewport();
  await press(now);
  await expect(page.getByText('Entry published').last()).toBeVisible({ timeout: 180_000 });
}

/** A photo as a phone names it and sizes it, in a folder of its own (not the project: drafts commit that). */
async function phonePhoto(name: string, background: string) {
  const path = join(mkdtempSync(join(tmpdir(), 'kuttiyar-photo-')), name);
  writeFileSync(
    path,
    await sharp({ create: { width: 4000, height: 3000, channels: 3, background } })
      .jpeg({ quality: 80 })
      .toBuffer(),
  );
  return path;
}

/** Uploads `photo` in the open picture chooser and chooses it. */
async function upload(page: Page, photo: string) {
  await page.locator('input[type="file"]').setInputFiles(photo);
  await press(page.getByRole('button', { name: 'Choose selected' }));
}

/** Resolves once `npm run cms` prints `line` after position `from` of its output. */
const printedSince = (from: number, line: string, timeout = 240_000) =>
  expect.poll(() => output.slice(from).includes(line), { timeout, intervals: [1_000] }).toBe(true);

test.beforeAll(async ({ baseURL }) => {
  // Without a current out/ it builds first, a few minutes on a busy machine.
  test.setTimeout(10 * 60_000);
  test.skip(!test.info().config.configFile?.endsWith('cms.config.ts'), 'run with --config e2e/cms.config.ts');
  const port = Number(new URL(baseURL!).port);
  dir = mkdtempSync(join(tmpdir(), 'kuttiyar-cms-'));
  copyProject(dir);
  // A clone of its own: drafts are branches of it.
  for (const args of [
    ['init', '-q', '-b', 'main'],
    ['config', 'user.name', 'Site owner'],
    ['config', 'user.email', 'owner@example.com'],
    ['add', '-A'],
    ['commit', '-qm', 'The site as it was'],
  ])
    git(...args);
  cms = spawn(process.execPath, ['scripts/cms.mjs'], {
    cwd: dir,
    env: {
      ...process.env,
      CMS_HOST: '127.0.0.1',
      CMS_PORT: String(port),
      CMS_BACKEND_PORT: String(port + 1),
      CMS_PREVIEW_PORT: String(port + 2),
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
  if (output.includes('building the site')) await printedSince(0, 'site rebuilt', 540_000);
});

test.afterEach(async ({}, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus) {
    const path = testInfo.outputPath('npm-run-cms.txt');
    writeFileSync(path, output);
    await testInfo.attach('npm run cms output', { path, contentType: 'text/plain' });
  }
});

test.afterAll(() => {
  if (cms?.pid) {
    try {
      process.kill(-cms.pid, 'SIGTERM');
    } catch {
      // Already stopped.
    }
  }
  if (dir) {
    // The preview's worktree lives beside the copy, named after its folder: it goes with it.
    rmSync(previewDir(realpathSync(dir)), { recursive: true, force: true });
    rmSync(dir, { recursive: true, force: true });
  }
});

test('an owner edits at a desk and on a phone: trips, pages and settings; drafts preview, publish and go live', async ({
  page,
  browser,
  baseURL,
  allowProblem,
}) => {
  // Two builds of the site (the draft's preview, then the published site), a few minutes each on a busy machine.
  test.setTimeout(25 * 60_000);
  page.setDefaultTimeout(30_000);
  page.on('dialog', (dialog) => void dialog.accept());
  // Decap asks the backend for a draft of each entry it opens: "none yet" is a 404.
  allowProblem(/^HTTP 404: http:\/\/127\.0\.0\.1:\d+\/api\/v1$/);
  // The media library shows a new upload by its address on the site before the site has it (it is built
  // when the draft is published): a 404, its console line and Decap's rejected image load.
  allowProblem(/^HTTP 404: http:\/\/127\.0\.0\.1:\d+\/media\/[a-z]+\/[a-z0-9-]+\.jpe?g$/);
  allowProblem(/^console error: Failed to load resource: the server responded with a status of 404/);
  allowProblem(/^page error: Object$/);
  const treks = tripsIn('content/data/treks');
  const existing = treks[0]!;
  const { benefits } = trekkingPage();
  const [removed, moved] = [benefits[0]!, benefits.at(-1)!];
  const highestRate = Math.max(0, ...[...treks, ...tripsIn('content/data/camps')].map((t) => t.rate ?? 0));
  // A price and a name no trip has yet, so the pages can only show them if the edits arrived.
  const trek = { id: 'kurangani-ridge', name: 'Kurangani Ridge', rate: highestRate + 1170, order: 1 };
  const closure = {
    from: addDays(munnarToday(), 30),
    to: addDays(munnarToday(), 32),
    reason: 'Closed for the Nilgiri tahr calving season',
  };
  const trekPhoto = await phonePhoto('IMG 2041 (1).JPG', '#4a7a3a');
  const beforeEditing = output.length;

  // At a desk: the treks, one entry each, with their pictures and prices.
  await page.goto('/admin/');
  await page.getByRole('button', { name: /login/i }).click();
  await page.getByRole('link', { name: 'Treks', exact: true }).click();
  for (const { name, rate, image } of treks) {
    const card = listed(page, name);
    await expect(card).toContainText(rate ? String(rate) : 'on request');
    // Decap paints a card's picture as its background; the picture is the trek's own.
    await expect(card.getByTestId('entry-card-image')).toHaveCSS(
      'background-image',
      new RegExp(`/${literally(image.split('/').pop()!)}"\\)$`),
    );
  }
  await expectFits(page, 'the treks');
  await shoot(page, 'editor-treks');

  // A new trek, every field as the owner fills it in, first on the page.
  await page.getByRole('link', { name: 'Create entry of type Trek' }).click();
  await field(page, /^Order on the page/).fill(String(trek.order));
  await field(page, 'Name').fill(trek.name);
  await field(page, 'Tagline').fill('Grassland ridges above the Kurangani valley');
  await page.getByRole('button', { name: 'Choose an image' }).filter({ visible: true }).first().click();
  // The chooser opens on the treks' folder and lists the pictures already there.
  await expect(page.getByText(existing.image.split('/').pop()!, { exact: true }).first()).toBeVisible();
  await shoot(page, 'editor-picture-chooser');
  await upload(page, trekPhoto);
  // Fields a trip of another group may leave out read "(optional)" in the editor.
  await field(page, /^Location/).fill('Kurangani, near Top Station');
  // A bad edit: a range written with a hyphen. Decap's own checks pass it; the build's rules refuse it.
  await field(page, /^Duration/).fill('5-6 hrs');
  await field(page, /^Level/).click();
  await page.getByRole('option', { name: 'Medium', exact: true }).click();
  for (const highlight of ['Open ridges', 'Tea and cardamom below', 'A view into Tamil Nadu']) {
    await page.getByRole('button', { name: 'Add highlights' }).filter({ visible: true }).last().click();
    await field(page, 'Highlight').fill(highlight);
  }
  for (const [heading, key, value] of [
    ['Trail facts', 'Distance', 'About 9 km'],
    ['Good to know', 'Start', 'Leave Munnar by 6 AM'],
  ]) {
    await page.getByRole('button', { name: 'Add details' }).filter({ visible: true }).last().click();
    await field(page, 'Heading').fill(heading!);
    await page.getByRole('button', { name: 'Add points' }).filter({ visible: true }).last().click();
    await field(page, 'Label').fill(key!);
    await field(page, 'Text').fill(value!);
  }
  await field(page, /price per person/i).fill(String(trek.rate));
  // A closure, each day from the browser's own date picker (an <input type="date">).
  await page.getByRole('button', { name: 'Add closures' }).filter({ visible: true }).last().click();
  await field(page, 'First day closed').fill(closure.from);
  await field(page, 'Last day closed').fill(closure.to);
  await field(page, 'Reason').fill(closure.reason);

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const refusal = page.getByRole('alert').filter({ hasText: 'Not saved' });
  await expect(refusal).toContainText(
    `Trek "${trek.name}" › Duration: write ranges with an en dash, e.g. "3–5 hrs"`,
  );
  await shoot(page, 'editor-refuses-bad-edit');
  await refusal.getByRole('button', { name: 'Close' }).click();
  expect(git('branch', '--list', 'cms/*')).toBe('');
  // Decap keeps the refused text in the field, and puts the cursor back where it was whenever the field
  // re-renders (a selection made on focus is lost): select it all from the keyboard and type over it.
  const duration = field(page, /^Duration/);
  await duration.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('5–6 hrs');
  await expect(duration).toHaveValue('5–6 hrs');
  await saveDraft(page);
  // Saved, the new entry opens under its file's name, made from the trek's name.
  await expect(page).toHaveURL(new RegExp(`#/collections/treks/entries/${trek.id}$`));
  await expect(page.getByRole('button', { name: 'Status: Draft' })).toBeVisible();
  // The draft is a branch, its file named from the trek's name; the live files are untouched until it is
  // published. (Read from the branch: decap-server checks the draft out in the working copy as it saves.)
  expect(git('branch', '--list', 'cms/*')).toContain(`cms/treks/${trek.id}`);
  expect(git('ls-tree', '--name-only', 'main', 'content/data/treks/')).not.toContain(trek.id);

  // The trekking page's own sections: the last benefit moves to the top, the (old) first one goes.
  await page.getByRole('link', { name: /writing in treks collection/i }).click();
  await page.getByRole('link', { name: 'Trekking, camping and adventure pages' }).click();
  await page.getByRole('link', { name: 'Trekking page' }).click();
  await dragOnto(page, moved.title, removed.title);
  const top = async (summary: string) => (await itemBar(page, summary).boundingBox())!.y;
  expect(await top(moved.title)).toBeLessThan(await top(removed.title));
  await itemBar(page, removed.title).getByRole('button').last().click();
  await saveDraft(page);

  // The phone typed the Indian way, saved in the one form links need.
  await page.getByRole('link', { name: /writing in trekking, camping/i }).click();
  await page.getByRole('link', { name: 'Settings', exact: true }).click();
  await page.getByRole('link', { name: 'Name, contact and menu' }).click();
  await field(page, 'Phone').fill('098470 12345');
  await saveDraft(page);

  // On a phone, by touch: a camp is closed for a few days, its price changes and a photo just taken goes in.
  const phone = await browser.newContext({
    ...devices['Pixel 7'],
    viewport: { width: 390, height: 844 },
    baseURL,
  });
  const thumb = await phone.newPage();
  touchScreens.add(thumb);
  thumb.on('dialog', (dialog) => void dialog.accept());
  thumb.setDefaultTimeout(30_000);
  const thumbProblems: string[] = [];
  thumb.on('pageerror', (error) => thumbProblems.push(error.message));
  const camp = tripsIn('content/data/camps').find((c) => c.rate && !c.comingSoon)!;
  const campEdit = {
    rate: highestRate + 2340,
    closure: {
      from: addDays(munnarToday(), 40),
      to: addDays(munnarToday(), 41),
      reason: 'Full: a school group has every tent',
    },
    alt: 'Tents at first light, just taken',
  };
  const campPhoto = await phonePhoto('Tents at dawn (2).JPEG', '#7a5a3a');
  // The live site and the desk's preview are building now (two `next build`s on two cores): the editor's
  // 5 MB script has been seen to take more than 30 s to run here meanwhile.
  await thumb.goto('/admin/', { timeout: 150_000 });
  await press(thumb.getByRole('button', { name: /login/i }));
  await press(thumb.getByRole('link', { name: 'Camps', exact: true }));
  await expect(listed(thumb, camp.name)).toBeVisible();
  await expectFits(thumb, 'the camps');
  await shoot(thumb, 'editor-camps');
  await press(listed(thumb, camp.name));
  await expect(field(thumb, 'Name')).toHaveValue(camp.name);
  await expectFits(thumb, `the camp "${camp.name}"`);
  await shoot(thumb, 'editor-camp');
  await field(thumb, /price per person/i).fill(String(campEdit.rate));
  await press(thumb.getByRole('button', { name: 'Add closures' }).filter({ visible: true }).last());
  await field(thumb, 'First day closed').fill(campEdit.closure.from);
  await field(thumb, 'Last day closed').fill(campEdit.closure.to);
  await field(thumb, 'Reason').fill(campEdit.closure.reason);
  await expectFits(thumb, 'the closure');
  await shoot(thumb, 'editor-closure', field(thumb, 'Reason'));
  await press(thumb.getByRole('button', { name: 'Add photos' }).filter({ visible: true }).last());
  await press(thumb.getByRole('button', { name: 'Choose an image' }).filter({ visible: true }).last());
  await expect(thumb.getByRole('button', { name: 'Upload' })).toBeInViewport();
  await expectFits(thumb, 'the picture chooser');
  await shoot(thumb, 'editor-photo-chooser');
  await upload(thumb, campPhoto);
  await field(thumb, 'What the picture shows').fill(campEdit.alt);
  await shoot(thumb, 'editor-photo-added', field(thumb, 'What the picture shows'));
  await saveDraft(thumb);
  await expect(thumb.getByRole('button', { name: 'Status: Draft' })).toBeVisible();
  await expectFits(thumb, 'the saved draft');
  await shoot(thumb, 'editor-draft-saved');

  // The newest draft's preview shows all three.
  const previewUrl = `http://127.0.0.1:${Number(new URL(baseURL!).port) + 2}`;
  const campPage = `/camping/${camp.id}/`;
  const previewShows = async () => {
    const html = await (await fetch(new URL(campPage, previewUrl)).catch(() => null))?.text();
    return Boolean(html?.includes(campEdit.closure.reason) && html.includes(campEdit.alt));
  };
  await expect.poll(previewShows, { timeout: 600_000, intervals: [2_000] }).toBe(true);
  const preview = await phone.newPage();
  await preview.goto(new URL(campPage, previewUrl).href);
  await expect(preview.getByText(formatRate(campEdit.rate)).first()).toBeAttached();
  await expect(preview.getByRole('region', { name: 'When it runs' })).toContainText(
    `${formatRange(campEdit.closure)}: ${campEdit.closure.reason}`,
  );
  // A photo's caption says what it shows; the picture itself is left unnamed, so it is found by its figure.
  const previewPhoto = preview.getByRole('figure', { name: campEdit.alt });
  await expect(previewPhoto.locator('img')).toHaveAttribute('src', /\/media\//);
  await shoot(preview, 'preview-of-phone-draft', previewPhoto);
  await preview.close();

  // Four drafts saved, none published: the live site was not rebuilt for any of them.
  expect(output.slice(beforeEditing)).not.toContain('building the site');
  // Published from the phone's bar, whose menus open upwards; the workflow fits the phone too.
  await publish(thumb);
  await thumb.goto('/admin/#/workflow');
  await expect(thumb.getByRole('heading', { name: 'Editorial Workflow' })).toBeVisible();
  await expectFits(thumb, 'the workflow');
  await shoot(thumb, 'editor-workflow');
  expect(thumbProblems).toEqual([]);
  await phone.close();

  // The desk's three drafts, published back to back: the live site's build that starts with the first
  // publish starts over with each next one, so one build carries them all.
  for (const entry of ['settings/entries/site', 'group-pages/entries/trekking', `treks/entries/${trek.id}`]) {
    await page.goto(`/admin/#/collections/${entry}`);
    await publish(page);
  }
  await expect
    .poll(() => readJson<{ phone: string }>('content/data/site.json').phone)
    .toBe('+91 98470 12345');
  // decap-server merges each draft into the branch as it publishes it: read the files once the last is in.
  await expect
    .poll(() => tripsIn('content/data/treks').find((t) => t.id === trek.id))
    .toMatchObject({ name: trek.name, rate: trek.rate, order: trek.order });
  expect(trekkingPage().benefits.map((b) => b.title)).toEqual([
    moved.title,
    ...benefits.slice(1, -1).map((b) => b.title),
  ]);
  const savedImage = tripsIn('content/data/treks').find((t) => t.id === trek.id)!.image;
  expect(existsSync(join(dir, decodeURIComponent(savedImage.replace(/^\//, ''))))).toBe(true);
  expect(tripsIn('content/data/camps').find((c) => c.id === camp.id)!.rate).toBe(campEdit.rate);

  // Wait for the build that carries everything: the new number, the new trek and the camp's price.
  const liveCarriesAll = async () => {
    const [trekking = '', camping = ''] = await Promise.all(
      ['/trekking/', campPage].map(async (path) => (await fetch(new URL(path, baseURL))).text()),
    );
    return (
      trekking.includes('href="tel:+919847012345"') &&
      trekking.includes(trek.name) &&
      camping.includes(campEdit.alt)
    );
  };
  await expect.poll(liveCarriesAll, { timeout: 600_000, intervals: [2_000] }).toBe(true);

  await page.goto('/trekking/');
  // First on the page, as its order says.
  await expect(page.getByRole('article').first()).toHaveAccessibleName(trek.name);
  const card = page.getByRole('article', { name: trek.name });
  await expect(card.getByText(formatRate(trek.rate))).toBeAttached();
  await expect(page.getByText(removed.title, { exact: true })).toHaveCount(0);
  await expect(page.getByText(moved.title, { exact: true }).first()).toBeVisible();
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: /\+91 98470 12345/ })).toHaveAttribute(
    'href',
    'tel:+919847012345',
  );

  // The camp's three phone edits are live.
  await page.goto(campPage);
  await expect(page.getByText(formatRate(campEdit.rate)).first()).toBeAttached();
  await expect(page.getByRole('region', { name: 'When it runs' })).toContainText(
    `${formatRange(campEdit.closure)}: ${campEdit.closure.reason}`,
  );
  await expect(page.getByRole('figure', { name: campEdit.alt }).locator('img')).toHaveAttribute(
    'src',
    /\/media\//,
  );

  // The new trek has a page of its own, with its price and the closure the owner added.
  await page.goto(`/trekking/${trek.id}/`);
  await expect(page.getByRole('heading', { level: 1, name: trek.name })).toBeVisible();
  await expect(page.getByText(formatRate(trek.rate)).first()).toBeAttached();
  await expect(page.getByRole('region', { name: 'When it runs' })).toContainText(
    `${formatRange(closure)}: ${closure.reason}`,
  );

  // It is offered in the enquiry form, ticked by its card's link.
  // A hash naming the trek brings its card to the front of the carousel.
  await page.goto(`/trekking/#${trek.id}`);
  await card.getByRole('link', { name: `Enquire about this trek: ${trek.name}` }).click();
  await expect(page.getByRole('checkbox', { name: trek.name, exact: true })).toBeChecked({ timeout: 45_000 });
  // The closure's days are crossed out in the date picker, the reason in each day's name.
  await page.getByRole('textbox', { name: 'Date' }).fill(closure.from.split('-').reverse().join('/'));
  await expect(
    page.getByRole('button', {
      name: new RegExp(`, selected, not available: ${trek.name}: ${closure.reason}$`),
    }),
  ).toBeDisabled();
});
