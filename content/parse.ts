import type { z } from 'zod';

type Path = readonly PropertyKey[];

function childOf(value: unknown, key: PropertyKey): unknown {
  return value !== null && typeof value === 'object'
    ? (value as Record<PropertyKey, unknown>)[key]
    : undefined;
}

function labelOf(entry: unknown): string | number | undefined {
  for (const key of ['id', 'name', 'title', 'label', 'heading', 'path']) {
    const value = childOf(entry, key);
    if (typeof value === 'string' || typeof value === 'number') return value;
  }
  return undefined;
}

/**
 * "entry 3 ("meesapulimalai"), field "sections.0.points.1.value"": the entry
 * is the first list item on the path, so nested lists still name the card a
 * writer would look for.
 */
function locate(data: unknown, path: Path): string {
  const listIndex = path.findIndex((segment) => typeof segment === 'number');
  if (listIndex === -1) {
    return path.length ? `field "${path.map(String).join('.')}"` : 'top level';
  }
  const listPath = path.slice(0, listIndex).map(String);
  const index = path[listIndex] as number;
  const entry = path.slice(0, listIndex + 1).reduce<unknown>(childOf, data);
  const label = labelOf(entry);
  const entryName = `entry ${[...listPath, index].join('.')}${label === undefined ? '' : ` (${JSON.stringify(label)})`}`;
  const field = path
    .slice(listIndex + 1)
    .map(String)
    .join('.');
  return field ? `${entryName}, field "${field}"` : entryName;
}

/**
 * Validates a content module's raw data at import, so a bad entry stops the
 * build with a message naming the file, the entry and the field.
 */
export function parseContent<T extends z.ZodType>(file: string, schema: T, data: unknown): z.output<T> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `${file}: ${locate(data, issue.path)}: ${issue.message}`);
  throw new Error(lines.join('\n'));
}
