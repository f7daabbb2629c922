import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { z } from 'zod';
import { LANGUAGES, PREFIXED_LANGS, type Lang } from './languages';
import { imagePath, imagePaths, videoPath } from './media';
import { contentFiles, contentFolders, EMAIL_PATTERN, isoDateSchema, pageCopySchema } from './schemas';

/*
 * The CMS config (public/admin/config.yml) is written by hand: it carries labels, hints and widget
 * choices that have no place in the schemas. This test keeps its fields and the schemas' fields in step,
 * so the editor can neither offer a field the build throws away nor miss one the build requires.
 */

type Field = {
  name: string;
  label?: string;
  widget: string;
  required?: boolean;
  fields?: Field[];
  field?: Field;
  options?: (string | { value: string })[];
  min?: number;
  max?: number;
  value_type?: string;
  pattern?: [string, string];
  multiple?: boolean;
  media_folder?: string;
  choose_url?: boolean;
  format?: string;
  date_format?: string;
  time_format?: boolean | string;
};

type Config = {
  publish_mode?: string;
  media_folder: string;
  public_folder: string;
  local_backend?: unknown;
  backend: { name: string; repo: string };
  slug?: { encoding?: string };
  collections: {
    name: string;
    format?: string;
    files?: { file: string; fields: Field[] }[];
    folder?: string;
    fields?: Field[];
    identifier_field?: string;
    slug?: string;
    create?: boolean;
    summary?: string;
    sortable_fields?: (string | { field: string; default_sort?: string | boolean })[];
  }[];
};

const config = parse(readFileSync('public/admin/config.yml', 'utf8'), { merge: true }) as Config;
/** Every file the editor writes, a folder of trips counting as one (each of its files has the same fields). */
const files = config.collections.flatMap((collection) =>
  collection.folder
    ? [{ file: collection.folder, fields: collection.fields ?? [], format: collection.format }]
    : (collection.files ?? []).map((file) => ({ ...file, format: collection.format })),
);
const schemas: Record<string, z.ZodType> = { ...contentFiles, ...contentFolders };

type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  entries?: Record<string, string>;
  format?: string;
  checks?: { _zod: { def: { check: string; minimum?: number; maximum?: number } } }[];
};
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;
/** The bound a `.min()` or `.max()` put on a string or a list. */
const lengthLimit = (schema: z.ZodType, check: 'min_length' | 'max_length') => {
  const found = defOf(schema).checks?.find((c) => c._zod.def.check === check)?._zod.def;
  return check === 'min_length' ? found?.minimum : found?.maximum;
};

/** The schema under optional/nullable/default wrappers and preprocess steps, and whether it may be left empty. */
function unwrap(schema: z.ZodType): { core: z.ZodType; optional: boolean } {
  const def = defOf(schema);
  if (def.type === 'optional' || def.type === 'nullable' || def.type === 'default') {
    return { core: unwrap(def.innerType!).core, optional: true };
  }
  if (def.type === 'pipe') {
    const inner = defOf(def.in!).type === 'transform' ? def.out! : def.in!;
    return unwrap(inner);
  }
  return { core: schema, optional: false };
}

/** Whether a string schema carries the check of `media` (imagePath or videoPath): a described copy keeps it. */
const carries = (media: z.ZodType) => {
  const check = defOf(media).checks?.[0];
  return (schema: z.ZodType) => Boolean(check && defOf(schema).checks?.includes(check));
};
const isPicture = carries(imagePath);
const isVideo = carries(videoPath);
const isDay = carries(isoDateSchema);

/** Differences between one schema field and its CMS field, as readable lines. */
function compare(schema: z.ZodType, field: Field, path: string): string[] {
  const { core, optional } = unwrap(schema);
  const def = defOf(core);
  const problems: string[] = [];
  const expectWidget = (...widgets: string[]) => {
    if (!widgets.includes(field.widget))
      problems.push(`${path}: widget "${field.widget}", expected ${widgets.join(' or ')}`);
  };
  if (optional !== (field.required === false))
    problems.push(
      `${path}: ${optional ? 'optional in the schema, required' : 'required in the schema, optional'} in the CMS`,
    );

  switch (def.type) {
    case 'object':
      expectWidget('object');
      problems.push(...compareFields(core, field.fields ?? [], path));
      break;
    case 'array': {
      // A list of choices is one select field that picks several.
      if (field.widget === 'select' && defOf(unwrap(def.element!).core).type === 'enum') {
        if (!field.multiple) problems.push(`${path}: a select field for a list needs "multiple: true"`);
        problems.push(...compare(def.element!, { ...field, multiple: false, required: true }, `${path}[]`));
        break;
      }
      // A list of references to other entries is one relation field that picks several.
      if (field.widget === 'relation') {
        if (!field.multiple) problems.push(`${path}: a relation field for a list needs "multiple: true"`);
        if (defOf(unwrap(def.element!).core).type !== 'string')
          problems.push(`${path}: a relation field picks ids, the schema's list holds something else`);
        break;
      }
      expectWidget('list');
      const min = lengthLimit(core, 'min_length');
      if ((min ?? 0) > 0 && field.min !== min)
        problems.push(`${path}: the schema needs at least ${min} items, the CMS list has min ${field.min}`);
      const element = unwrap(def.element!).core;
      if (defOf(element).type === 'object')
        problems.push(...compareFields(element, field.fields ?? [], path));
      else if (field.field)
        problems.push(...compare(def.element!, { ...field.field, required: true }, `${path}[]`));
      else problems.push(`${path}: a list of single values needs a "field" in the CMS`);
      break;
    }
    case 'enum': {
      expectWidget('select');
      const values = (field.options ?? []).map((o) => (typeof o === 'string' ? o : o.value));
      if (values.join('|') !== Object.values(def.entries ?? {}).join('|'))
        problems.push(`${path}: select options ${values.join(', ')} differ from the schema's`);
      break;
    }
    case 'number': {
      expectWidget('number');
      const int = def.format === 'safeint';
      if ((field.value_type === 'int') !== int)
        problems.push(`${path}: value_type "${field.value_type}", expected ${int ? '"int"' : '"float"'}`);
      break;
    }
    case 'boolean':
      expectWidget('boolean');
      break;
    case 'string':
      if (isPicture(core)) expectWidget('image');
      else if (isVideo(core)) expectWidget('file');
      else if (isDay(core)) {
        // A day alone, saved the way the schema reads it.
        expectWidget('datetime');
        if (field.format !== 'YYYY-MM-DD' || field.time_format !== false)
          problems.push(`${path}: a date field must save YYYY-MM-DD, with no time`);
      } else expectWidget('string', 'text');
      if (lengthLimit(core, 'max_length') !== undefined && !field.pattern)
        problems.push(`${path}: the schema limits the length, the CMS field has no pattern saying so`);
      break;
    default:
      problems.push(`${path}: no CMS widget for a schema of type "${def.type}"`);
  }
  return problems;
}

/** A field whose only value is null (a trek's rate) carries nothing to edit. */
const isConstant = (schema: z.ZodType) => defOf(unwrap(schema).core).type === 'null';

function compareFields(object: z.ZodType, fields: Field[], path: string): string[] {
  const shape = defOf(unwrap(object).core).shape ?? {};
  const names = Object.keys(shape).filter((name) => !isConstant(shape[name]!));
  const problems = [
    ...names.filter((name) => !fields.some((f) => f.name === name)).map((n) => `${path}.${n}: no CMS field`),
    ...fields.filter((f) => !names.includes(f.name)).map((f) => `${path}.${f.name}: not in the schema`),
  ];
  for (const field of fields) {
    const schema = shape[field.name];
    if (schema && names.includes(field.name))
      problems.push(...compare(schema, field, `${path}.${field.name}`));
  }
  return problems;
}

describe('the CMS config', () => {
  it('edits every data file and folder of trips, in JSON, and nothing else', () => {
    expect(files.map((f) => f.file).sort()).toEqual(Object.keys(schemas).sort());
    for (const file of files) expect(file.format, file.file).toBe('json');
  });

  it.each(files.map((f) => [f.file, f] as const))(
    '%s: every schema field has a CMS field and back',
    (file, entry) => {
      expect(compareFields(schemas[file]!, entry.fields, file)).toEqual([]);
    },
  );

  it('uses the same e-mail pattern as the build', () => {
    const email = files
      .find((f) => f.file === 'content/data/site.json')!
      .fields.find((f) => f.name === 'email')!;
    expect(email.pattern?.[0]).toBe(EMAIL_PATTERN.source);
    expect(EMAIL_PATTERN.flags).toBe('');
  });

  it('offers each language after English to switch off, named in its own script and in English', () => {
    const site = files.find((f) => f.file === 'content/data/site.json')!;
    const options = site.fields.find((f) => f.name === 'languagesOff')!.options as {
      label: string;
      value: Lang;
    }[];
    expect(options.map(({ label, value }) => [label, value])).toEqual(
      PREFIXED_LANGS.map((lang) => [`${LANGUAGES[lang].name} (${LANGUAGES[lang].englishName})`, lang]),
    );
  });

  it('counts a page description the way the build does, spaces at either end left out', () => {
    const pages = files.find((f) => f.file === 'content/data/pages.json')!;
    const description = pages.fields[0]!.fields!.find((f) => f.name === 'description')!;
    const pattern = new RegExp(description.pattern![0]);
    const page = { title: 't', heading: 'h', subheading: 's', image: imagePaths[0] };
    for (const length of [119, 120, 140, 160, 161]) {
      for (const text of [
        'x'.repeat(length),
        `  ${'x'.repeat(length)}\n`,
        `${'x y'.repeat(length).slice(0, length)}`,
      ]) {
        const build = pageCopySchema.safeParse({ ...page, description: text }).success;
        expect(pattern.test(text), JSON.stringify(text)).toBe(build);
      }
    }
  });

  it("gives each trip an entry of its own, named by the trip's name, listed in the owner's order with its price", () => {
    const trips = config.collections.filter((c) => c.folder);
    expect(trips.map((c) => c.folder).sort()).toEqual(Object.keys(contentFolders).sort());
    for (const collection of trips) {
      expect(collection.identifier_field, collection.name).toBe('name');
      // The file's name is the trip's id: an ASCII slug of its name, as the build requires.
      expect(collection.slug, collection.name).toBe('{{slug}}');
      expect(collection.create, collection.name).toBe(true);
      expect(collection.summary, collection.name).toMatch(/\{\{order\}\}.*\{\{name\}\}.*\{\{rate/);
      expect(collection.sortable_fields?.[0], collection.name).toEqual(
        expect.objectContaining({ field: 'order', default_sort: 'asc' }),
      );
    }
    expect(config.slug?.encoding).toBe('ascii');
  });

  it('saves drafts for review before anything goes live', () => {
    expect(config.publish_mode).toBe('editorial_workflow');
  });

  it('commits to GitHub in production, to this computer with `npm run cms`, and keeps pictures in media/', () => {
    expect(config.backend.name).toBe('github');
    expect(config.backend.repo).toMatch(/^[^/\s]+\/[^/\s]+$/);
    expect(config.local_backend).toBe(true);
    expect([config.media_folder, config.public_folder]).toEqual(['media', '/media']);
  });
});

/** Every field in a list of fields, nested ones included. */
const allFields = (fields: Field[]): Field[] =>
  fields.flatMap((f) => [f, ...allFields(f.fields ?? []), ...(f.field ? allFields([f.field]) : [])]);

describe('the picture chooser', () => {
  const pictures = files.flatMap((file) =>
    allFields(file.fields)
      .filter((f) => f.widget === 'image')
      .map((f) => ({ where: `${file.file} › ${f.label ?? f.name}`, ...f })),
  );

  it('opens each picture field on a folder of media/ of its own kind, with no typed addresses', () => {
    expect(pictures.map((p) => p.where)).toContain('content/data/treks › Picture');
    for (const { where, media_folder: folder, choose_url: chooseUrl } of pictures) {
      expect(folder, where).toMatch(/^\/media\/[a-z0-9-]+$/);
      expect(chooseUrl, where).toBe(false);
    }
  });

  it('edits treks, camps and activities with one list of trip fields, only the picture folder differing', () => {
    const tripFields = Object.keys(contentFolders).map(
      (folder) => files.find((f) => f.file === folder)?.fields,
    );
    const shapes = tripFields.map((fields) =>
      JSON.stringify(fields?.map((f) => (f.name === 'image' ? { ...f, media_folder: '' } : f))),
    );
    expect(tripFields.every((fields) => (fields?.length ?? 0) > 10)).toBe(true);
    expect(new Set(shapes).size).toBe(1);
  });
});

describe('the comparison itself', () => {
  it('reports a schema field the CMS lacks, a CMS field the schema lacks, and a wrong widget', async () => {
    const { z } = await import('zod');
    const schema = z.object({
      a: z.string(),
      b: z.array(z.string()).min(2),
      c: z.enum(['x', 'y']).optional(),
    });
    const fields: Field[] = [
      { name: 'b', widget: 'list', min: 1, field: { name: 'item', widget: 'number' } },
      { name: 'c', widget: 'select', options: ['x'] },
      { name: 'd', widget: 'string' },
    ];
    expect(compareFields(schema, fields, 'f')).toEqual([
      'f.a: no CMS field',
      'f.d: not in the schema',
      'f.b: the schema needs at least 2 items, the CMS list has min 1',
      'f.b[]: widget "number", expected string or text',
      'f.c: optional in the schema, required in the CMS',
      "f.c: select options x differ from the schema's",
    ]);
  });

  it('takes a relation field for a list of ids only when it picks several', async () => {
    const { z } = await import('zod');
    const schema = z.object({ ids: z.array(z.string()).optional(), counts: z.array(z.number()).optional() });
    const fields: Field[] = [
      { name: 'ids', widget: 'relation', required: false },
      { name: 'counts', widget: 'relation', required: false, multiple: true },
    ];
    expect(compareFields(schema, fields, 'f')).toEqual([
      'f.ids: a relation field for a list needs "multiple: true"',
      "f.counts: a relation field picks ids, the schema's list holds something else",
    ]);
  });
});
