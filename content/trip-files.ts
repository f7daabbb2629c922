import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { z } from 'zod';
import { parseContent } from './parse';
import { slugSchema, tripListSchema, type TripEntry, type TripRules } from './schemas';
import { CONTENT_DIR, type TripGroupRegistry } from './trip-groups';

/**
 * The directory the build reads the trips, the reviews and the adventure guidelines from: content/data, or the
 * directory a test build names in KV_CONTENT_DIR (fixture content, so a test does not depend on the owner's).
 */
export function contentDir(): string {
  return process.env.KV_CONTENT_DIR || CONTENT_DIR;
}

/** A file of the content directory (`reviews.json`), read at build time and checked by `schema`. */
export function readContentFile<T extends z.ZodType>(name: string, schema: T): z.output<T> {
  const file = `${contentDir()}/${name}`;
  return parseContent(file, schema, JSON.parse(readFileSync(resolve(process.cwd(), file), 'utf8')));
}

/** Trips with a place come first, in it; then the rest by name. */
function byOrder(a: TripEntry, b: TripEntry): number {
  const place = (trip: TripEntry) => trip.order ?? Number.POSITIVE_INFINITY;
  return place(a) - place(b) || a.name.localeCompare(b.name, 'en');
}

/**
 * A group's trips from its folder, one JSON file per trip, read at build time. The file's name is the trip's
 * id. Each file is checked on its own (a message names the file), then the group together (names differ).
 */
function readTrips(folder: string, rules: TripRules): TripEntry[] {
  const files = readdirSync(resolve(process.cwd(), folder))
    .filter((name) => name.endsWith('.json'))
    .sort();
  const trips = files.map((name) => {
    const file = `${folder}/${name}`;
    const id = name.slice(0, -'.json'.length);
    if (!slugSchema.safeParse(id).success) {
      throw new Error(
        `${file}: the file's name is the trip's id in its links: lower-case letters, digits and dashes, e.g. "top-valley.json"`,
      );
    }
    const data: unknown = JSON.parse(readFileSync(resolve(process.cwd(), file), 'utf8'));
    return { ...(data as object), id };
  });
  const result = tripListSchema(rules).safeParse(trips);
  if (!result.success) {
    throw new Error(
      result.error.issues
        .map(({ path: [index, ...field], message }) => {
          const where = typeof index === 'number' ? `${folder}/${files[index]}` : folder;
          return `${where}${field.length ? `, field "${field.map(String).join('.')}"` : ''}: ${message}`;
        })
        .join('\n'),
    );
  }
  return result.data.sort(byOrder);
}

/** Every group's trips, each group from its folder under `dir`, with its own rules. */
export function readGroups<G extends TripGroupRegistry>(
  groups: G,
  dir: string = contentDir(),
): Record<keyof G, TripEntry[]> {
  return Object.fromEntries(
    Object.entries(groups).map(([id, group]) => [id, readTrips(`${dir}/${group.folder}`, group)]),
  ) as Record<keyof G, TripEntry[]>;
}
