import data from './data/outbox.json' with { type: 'json' };
import type { OutboxWords } from './schemas';

/**
 * Read by the outbox's client code, so not parsed here (zod would join its bundle): the content tests and
 * the editor check the file against outboxWordsSchema, and the type keeps its shape.
 */
export const outboxWords: OutboxWords = data;
