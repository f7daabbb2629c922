import type { EmailJsConfig } from '@/lib/enquiry/emailjs-sender';
import type { OutboxItem } from './outbox-item';

/**
 * Reads one item and writes its replacement in one step that no other tab or worker can interleave with:
 * return the new item, `null` to delete it, or `undefined` to leave it as it is.
 */
export type ItemChange = (current: OutboxItem | undefined) => OutboxItem | null | undefined;

/** Where the outbox lives: IndexedDB in browsers (outbox-db.ts), a Map in unit tests. */
export interface OutboxStore {
  all(): Promise<OutboxItem[]>;
  /** Returns the item as written, null when it was deleted, undefined when nothing changed. */
  change(reference: string, change: ItemChange): Promise<OutboxItem | null | undefined>;
  /** The public EmailJS ids the service worker sends with (the page's own, as built). */
  sender(): Promise<EmailJsConfig | undefined>;
  setSender(config: EmailJsConfig): Promise<void>;
}

/** An outbox in memory, for tests and for a browser without IndexedDB. */
export function memoryOutbox(): OutboxStore {
  const items = new Map<string, OutboxItem>();
  let config: EmailJsConfig | undefined;
  return {
    all: async () => [...items.values()].map((item) => ({ ...item })),
    async change(reference, change) {
      const next = change(items.has(reference) ? { ...items.get(reference)! } : undefined);
      if (next === undefined) return undefined;
      if (next === null) items.delete(reference);
      else items.set(reference, { ...next });
      return next;
    },
    sender: async () => config,
    setSender: async (value) => void (config = value),
  };
}
