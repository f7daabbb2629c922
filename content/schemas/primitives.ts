import { z } from 'zod';

/** Visible copy: never empty, surrounding whitespace trimmed. */
export const textSchema = z.string().trim().min(1);

export const slugSchema = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a kebab-case slug such as "kolukkumalai-sunrise"');

/**
 * An optional line of copy. The CMS saves a cleared field as "", which means "not set" here, so
 * emptying a field in the browser never stops the build.
 */
export const blankToUndefined = (value: unknown) => (value === '' ? undefined : value);
export const optionalTextSchema = z.preprocess(blankToUndefined, textSchema.optional());

/** A site route such as "/trekking". */
export const routeSchema = z.string().regex(/^\/[a-z0-9-/]*$/, 'must be a site route such as "/trekking"');

type Key<T extends z.ZodType> = keyof z.output<T> & string;

/**
 * A list whose entries must differ in each of `keys`. The duplicate is reported on the later entry, so the
 * error names the entry to fix.
 */
export function uniqueList<T extends z.ZodType>(item: T, keys: Key<T> | Key<T>[], min = 1) {
  return z
    .array(item)
    .min(min)
    .superRefine((entries, ctx) => {
      for (const key of [keys].flat()) {
        const seen = new Set<unknown>();
        entries.forEach((entry, index) => {
          const value = (entry as Record<string, unknown>)[key];
          if (!seen.has(value)) {
            seen.add(value);
          } else {
            ctx.addIssue({
              code: 'custom',
              path: [index, key],
              input: value,
              message: `${JSON.stringify(value)} is used by an earlier item too; each must differ`,
            });
          }
        });
      }
    });
}

/**
 * Reads an entry saved before its fields were renamed: each former name's value moves to the field's
 * name (a value under the new name wins), so a file the editor wrote earlier still opens and builds.
 */
function formerNames(names: Record<string, string>) {
  return (value: unknown): unknown => {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
    const entry: Record<string, unknown> = { ...value };
    for (const [former, name] of Object.entries(names)) {
      if (!(former in entry)) continue;
      entry[name] ??= entry[former];
      delete entry[former];
    }
    return entry;
  };
}

/** An object schema that also reads its fields under their former names. */
export function withFormerNames<T extends z.ZodType>(schema: T, names: Record<string, string>) {
  return z.preprocess(formerNames(names), schema);
}

export const levelSchema = z.enum(['easy', 'medium', 'hard']);

/** A calendar day, written "2027-02-01" (the editor's date fields save it so); it must exist. */
export const isoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written as YYYY-MM-DD, e.g. 2027-02-01')
  .refine((text) => {
    const [year, month, day] = text.split('-').map(Number) as [number, number, number];
    const date = new Date(Date.UTC(year, month - 1, day));
    return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  }, 'is not a day of the calendar');

/** A titled short paragraph: benefits, reasons, why-choose-us, what's included, safety tips. */
export const pointSchema = withFormerNames(
  z.object({
    title: textSchema,
    description: textSchema,
  }),
  { desc: 'description' },
);
export const pointsSchema = uniqueList(pointSchema, 'title');

export type Level = z.infer<typeof levelSchema>;
export type Point = z.infer<typeof pointSchema>;
