import { readdirSync, readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { PREFIXED_LANGS } from '@/content/languages';
import { contentFiles, contentFolders, type ContentFile } from '@/content/schemas';
import { CONTENT_DIR, TRIP_GROUPS } from '@/content/trip-groups';
import { bundleEditorRules } from '@/scripts/editor-rules.mjs';
import { EDITOR_SKIPS } from './check-entry';

/*
 * The editor's script as shipped (bundled, run in a sandbox with a stand-in for Decap CMS) refuses exactly the
 * entries the build refuses, apart from the rules in EDITOR_SKIPS. The entries are every data file of
 * content/data/ and, for each, one broken copy per field: emptied, deleted, given the wrong kind of value,
 * lists emptied, shortened and given a repeated item. So the check holds for whatever the owner has written.
 */

type Handler = (event: { entry: FakeMap }) => unknown;

/** The little of Immutable.js's Map the script uses. */
class FakeMap {
  constructor(readonly value: Record<string, unknown>) {}
  get(key: string) {
    const child = this.value[key];
    return child && typeof child === 'object' && !Array.isArray(child)
      ? new FakeMap(child as Record<string, unknown>)
      : child;
  }
  set(key: string, child: unknown) {
    return new FakeMap({ ...this.value, [key]: child });
  }
  toJS() {
    return structuredClone(this.value);
  }
}

/** A document that records the problem box the script shows. */
function fakeDocument() {
  const shown: string[] = [];
  const element = (): Record<string, unknown> => ({
    style: {},
    setAttribute() {},
    addEventListener() {},
    focus() {},
    remove() {},
    append(...children: { textContent?: string }[]) {
      for (const child of children) if (child.textContent) shown.push(child.textContent);
    },
  });
  return { shown, document: { getElementById: () => null, createElement: element, body: element() } };
}

let preSave: Handler;
let shown: string[];

beforeAll(async () => {
  const code = await bundleEditorRules();
  const handlers: Handler[] = [];
  const fake = fakeDocument();
  shown = fake.shown;
  const CMS = { registerEventListener: ({ handler }: { handler: Handler }) => handlers.push(handler) };
  // A browser has URL, which zod's URL check uses.
  // Outside `npm run cms` there is no build status to show.
  const fetch = () => Promise.resolve({ ok: false });
  runInNewContext(code, { window: { CMS }, document: fake.document, URL, fetch });
  expect(handlers).toHaveLength(1);
  preSave = handlers[0]!;
}, 30_000);

/** The collection a file is edited in: a folder of trips is a collection of its own. */
const collectionOf = (file: string) =>
  Object.values(TRIP_GROUPS).find(({ folder }) => file.startsWith(`${CONTENT_DIR}/${folder}/`))?.folder ??
  'a-file';

/**
 * The editor's verdict: the data it would save, or the error it refuses the save with. A new entry of a
 * folder collection has no path yet.
 */
function save(file: string, data: unknown, path = file): { saved?: Record<string, unknown>; error?: string } {
  const entry = new FakeMap({ path, collection: collectionOf(file), data });
  try {
    return { saved: (preSave({ entry }) as FakeMap).toJS() };
  } catch (error) {
    return { error: (error as Error).message };
  }
}

/** Broken copies of `value`: one change each, with the path it was made at. */
function* breakages(value: unknown, path: string[] = []): Generator<[string, unknown]> {
  const at = (change: unknown, where: string) => [[...path, where].join('.'), change] as [string, unknown];
  if (typeof value === 'string') {
    yield at('', 'emptied');
    yield at('   ', 'blank');
    yield at(7, 'a number');
  } else if (typeof value === 'number') {
    yield at(-1, 'negative');
    yield at(1.5, 'a fraction');
    yield at('x', 'text');
  } else if (typeof value === 'boolean') {
    yield at('yes', 'text');
  } else if (Array.isArray(value)) {
    yield at([], 'emptied');
    if (value.length) yield at(value.slice(1), 'first item removed');
    if (value.length) yield at([...value, value[0]], 'first item repeated');
    // Every item of a list has the same fields and rules, so breaking the first one covers them.
    if (value.length) {
      for (const [where, broken] of breakages(value[0], [...path, '0']))
        yield [where, [broken, ...value.slice(1)]];
    }
  } else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      const rest: Record<string, unknown> = { ...value };
      delete rest[key];
      yield [[...path, key, 'deleted'].join('.'), rest];
      for (const [where, broken] of breakages(child, [...path, key]))
        yield [where, { ...value, [key]: broken }];
    }
  }
}

const files = Object.keys(contentFiles) as ContentFile[];
const tripFiles = Object.keys(contentFolders).flatMap((folder) =>
  readdirSync(folder)
    .filter((name) => name.endsWith('.json'))
    .map((name) => [`${folder}/${name}`, contentFolders[folder]!] as const),
);

describe("the editor's rules", () => {
  it.each([...files.map((file) => [file, contentFiles[file]] as const), ...tripFiles])(
    '%s: the editor saves what the build accepts and refuses what it refuses',
    (file, schema: z.ZodType) => {
      const data = JSON.parse(readFileSync(file, 'utf8')) as unknown;
      expect(save(file, data).error).toBeUndefined();
      let compared = 0;
      const differences: string[] = [];
      for (const [where, broken] of breakages(data)) {
        const build = schema.safeParse(broken);
        const buildOnly = build.error?.issues.every((i) => EDITOR_SKIPS.some((s) => i.message.startsWith(s)));
        if (buildOnly) continue;
        const editorRefuses = save(file, broken).error !== undefined;
        if (editorRefuses !== !build.success)
          differences.push(`${where}: build ${build.success ? 'accepts' : 'refuses'}`);
        compared += 1;
      }
      expect(differences).toEqual([]);
      expect(compared).toBeGreaterThan(10);
    },
  );

  it('names the field by its label and the item by its name, in plain words', () => {
    const file = 'content/data/camps.json';
    const data = JSON.parse(readFileSync(file, 'utf8')) as { benefits: Record<string, unknown>[] };
    data.benefits[1] = { ...data.benefits[1], title: data.benefits[0]!.title };
    expect(save(file, data).error).toMatch(/one field needs fixing/);
    expect(shown).toContain(
      `Camping page › Benefits of camping › ${JSON.stringify(data.benefits[0]!.title)} (no. 2) › Title: ${JSON.stringify(data.benefits[0]!.title)} is used by an earlier item too; each must differ`,
    );
  });

  it('names a trip by its group and name, also a new one that has no file yet', () => {
    const [file] = tripFiles.find(([name]) =>
      name.startsWith(`${CONTENT_DIR}/${TRIP_GROUPS.camping.folder}/`),
    )!;
    const camp = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    for (const path of [file, '']) {
      const { error } = save(file, { ...camp, comingSoon: false, rate: '', duration: '2-3 days' }, path);
      expect(error).toMatch(/2 fields need fixing/);
      expect(shown).toContain(
        `Camp "${String(camp.name)}" › Price per person (₹): a bookable camp needs a price (or tick "Coming soon")`,
      );
      expect(shown).toContain(
        `Camp "${String(camp.name)}" › Duration: write ranges with an en dash, e.g. "3–5 hrs"`,
      );
    }
  });

  it('refuses an empty required field with a plain message', () => {
    const file = 'content/data/reviews.json';
    const data = JSON.parse(readFileSync(file, 'utf8')) as { reviews: Record<string, unknown>[] };
    data.reviews[0] = { ...data.reviews[0], review: '  ' };
    save(file, data);
    expect(
      shown.some((line) => /^Reviews › Reviews › .+ \(no\. 1\) › Review: must not be empty$/.test(line)),
    ).toBe(true);
  });

  it('saves a phone typed with a leading 0 and a space as +91 and the number', () => {
    const file = 'content/data/site.json';
    const data = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    const { saved } = save(file, { ...data, phone: '098470 12345', whatsapp: '' });
    expect(saved).toMatchObject({ phone: '+91 98470 12345', whatsapp: '' });
  });

  it('refuses switching every language but English off, naming the setting', () => {
    const file = 'content/data/site.json';
    const data = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    expect(save(file, { ...data, languagesOff: PREFIXED_LANGS.slice(1) }).error).toBeUndefined();
    expect(save(file, { ...data, languagesOff: PREFIXED_LANGS }).error).toMatch(/one field needs fixing/);
    expect(shown).toContain(
      'Name, contact and menu › Languages switched off: must leave at least one language besides English on',
    );
  });

  it('refuses an iPhone HEIC photo before it is saved, saying what to upload instead', () => {
    const [file] = tripFiles[0]!;
    const data = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    expect(save(file, { ...data, image: '/media/IMG 2041 (1).HEIC' }).error).toBeDefined();
    expect(shown.some((line) => / › .*: is an iPhone HEIC photo, .*JPEG/.test(line))).toBe(true);
  });

  it('leaves out only the rules that need the files of media/', () => {
    expect(EDITOR_SKIPS).toEqual(['no shipped image', 'no shipped video']);
    const file = 'content/data/home.json';
    const data = JSON.parse(readFileSync(file, 'utf8')) as { hero: Record<string, unknown> };
    const renamed = { ...data, hero: { ...data.hero, video: '/media/video/not-uploaded-yet.mp4' } };
    expect(contentFiles[file].safeParse(renamed).success).toBe(false);
    expect(save(file, renamed).error).toBeUndefined();
  });
});
