import type { z } from 'zod';
import { contentFiles, contentFolders } from '@/content/schemas';
import type { ConfigField, FieldLabels } from './field-labels';

/**
 * Rules the build applies that the editor cannot: they need the files of media/, which only the build's
 * media step reads. Each is named by the start of its message.
 */
export const EDITOR_SKIPS = ['no shipped image', 'no shipped video'] as const;
/*
 * Also build-only, as the editor sees one file at a time: a review's trips must exist (content/home.ts), and
 * the trips of a group have names that differ (content/trip-files.ts). The editor offers only existing trips
 * in a review, and makes a new trip's file name from its name; the draft's build refuses the rest.
 */

/** zod's own wording for the common mistakes, in the words of the editor's fields. */
function plainWords(issue: z.core.$ZodRawIssue): string | undefined {
  if (issue.code === 'invalid_type' && issue.input === undefined) return 'must be filled in';
  if (issue.code === 'invalid_type')
    return `must be ${issue.expected === 'int' ? 'a whole number' : `a ${issue.expected}`}`;
  if (issue.code === 'too_small' && issue.origin === 'string' && Number(issue.minimum) <= 1)
    return 'must not be empty';
  if (issue.code === 'too_small' && issue.origin === 'string')
    return `needs at least ${issue.minimum} characters`;
  if (issue.code === 'too_big' && issue.origin === 'string')
    return `may have at most ${issue.maximum} characters`;
  if (issue.code === 'too_small' && issue.origin === 'array') return `needs at least ${issue.minimum} items`;
  if (issue.code === 'too_big' && issue.origin === 'array') return `may have at most ${issue.maximum} items`;
  if (issue.code === 'too_small') return `must be at least ${issue.minimum}`;
  if (issue.code === 'too_big') return `must be at most ${issue.maximum}`;
  if (issue.code === 'invalid_value') return 'must be one of the choices offered';
  if (issue.code === 'invalid_format') return 'is not written the way this field needs';
  return undefined;
}

const childOf = (value: unknown, key: PropertyKey): unknown =>
  value !== null && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined;

/** What an item of a list is called in the editor: its name, title or heading, and its place (two may share a name). */
function itemName(item: unknown, index: number): string {
  for (const key of ['name', 'title', 'heading', 'key', 'label']) {
    const value = childOf(item, key);
    if (typeof value === 'string' && value.trim()) return `"${value.trim()}" (no. ${index + 1})`;
  }
  return `no. ${index + 1}`;
}

/** "Camping page › Camps › "Kolukkumalai Sunrise" › Price per person (₹)" for a path of the file. */
function describe(fileLabel: string, fields: ConfigField[], data: unknown, path: PropertyKey[]): string {
  const words = [fileLabel];
  let field: ConfigField | undefined;
  let siblings: ConfigField[] | undefined = fields;
  let value = data;
  for (const segment of path) {
    if (typeof segment === 'number') {
      words.push(itemName(childOf(value, segment), segment));
      siblings = field?.fields ?? (field?.field ? [field.field] : undefined);
      if (field?.field) field = field.field;
    } else {
      field = siblings?.find((f) => f.name === segment);
      words.push(field?.label ?? String(segment));
      siblings = field?.fields;
    }
    value = childOf(value, segment);
  }
  return words.join(' › ');
}

export type EntryCheck = {
  /** One line per problem: where, in the editor's words, and what is wrong. */
  problems: string[];
  /** Top-level fields to save in another form than typed: phone numbers in their one form. */
  changes: Record<string, string>;
};

/** The folder a file is in: "content/data/treks" for "content/data/treks/top-valley.json". */
const folderOf = (file: string) => file.slice(0, file.lastIndexOf('/'));

/**
 * The build's rules for `file` (content/schemas.ts), applied to an entry before the editor saves it. A trip's
 * file is checked with its folder's rules; a new trip, whose file has no name yet, is passed as "folder/".
 */
export function checkEntry(file: string, data: unknown, labels: FieldLabels): EntryCheck {
  const files: Record<string, z.ZodType> = contentFiles;
  const folder = folderOf(file);
  const schema = files[file] ?? contentFolders[folder];
  if (!schema) return { problems: [], changes: {} };
  const inFolder = !files[file];
  const known = labels[inFolder ? folder : file] ?? { label: file, fields: [] };
  const name = childOf(data, 'name');
  const label =
    inFolder && typeof name === 'string' && name.trim() ? `${known.label} "${name.trim()}"` : known.label;
  const { fields } = known;
  const result = schema.safeParse(data, { error: plainWords });
  if (!result.success) {
    return {
      problems: result.error.issues.map(
        (issue) => `${describe(label, fields, data, issue.path)}: ${issue.message}`,
      ),
      changes: {},
    };
  }
  if (file === 'content/data/site.json') {
    const site = result.data as { phone: string; whatsapp?: string };
    return { problems: [], changes: { phone: site.phone, whatsapp: site.whatsapp ?? '' } };
  }
  return { problems: [], changes: {} };
}
