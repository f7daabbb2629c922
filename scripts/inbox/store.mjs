// Where the local inbox keeps the enquiries: a JSON-lines file, one enquiry a line, appended to.
import { appendFile, mkdir, readFile } from 'node:fs/promises';
import { dirname } from 'node:path';

/** A stored value as text: strings as they are, anything else (numbers, objects, null) as JSON. */
export const asText = (value) => (typeof value === 'string' ? value : String(JSON.stringify(value)));

/** The stored enquiries, oldest first, and how many lines of the file could not be read. */
export async function readEnquiries(file) {
  let text = '';
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if (error.code !== 'ENOENT') throw error;
  }
  const enquiries = [];
  let unreadable = 0;
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    try {
      const entry = JSON.parse(line);
      if (entry && typeof entry === 'object' && !Array.isArray(entry)) enquiries.push(entry);
      else unreadable += 1;
    } catch {
      unreadable += 1;
    }
  }
  return { enquiries, unreadable };
}

/** Appends lines to `file`, one at a time: concurrent appends of long lines can interleave in the file. */
export function createAppender(file) {
  let writes = Promise.resolve();
  return function append(line) {
    const done = writes.then(async () => {
      await mkdir(dirname(file), { recursive: true });
      await appendFile(file, line);
    });
    writes = done.catch(() => {});
    return done;
  };
}
