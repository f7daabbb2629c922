import type { EmailJsConfig } from '@/lib/enquiry/emailjs-sender';
import type { OutboxItem } from './outbox-item';
import type { ItemChange, OutboxStore } from './outbox-store';

const DB_NAME = 'kv-outbox';
const ITEMS = 'enquiries';
const SETTINGS = 'settings';

const done = <T>(request: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });

function openDb(): Promise<IDBDatabase> {
  const request = indexedDB.open(DB_NAME, 1);
  request.onupgradeneeded = () => {
    request.result.createObjectStore(ITEMS, { keyPath: 'reference' });
    request.result.createObjectStore(SETTINGS);
  };
  return done(request);
}

/** Runs `work` in one transaction and resolves once it has been committed. */
async function inTransaction<T>(
  names: string[],
  mode: IDBTransactionMode,
  work: (transaction: IDBTransaction) => Promise<T>,
): Promise<T> {
  const db = await openDb();
  try {
    const transaction = db.transaction(names, mode);
    const committed = new Promise<void>((resolve, reject) => {
      transaction.oncomplete = () => resolve();
      transaction.onerror = transaction.onabort = () => reject(transaction.error);
    });
    const result = await work(transaction);
    await committed;
    return result;
  } finally {
    db.close();
  }
}

/**
 * The outbox in IndexedDB, shared by every tab of the site and its service worker. A change reads and
 * writes in one readwrite transaction, and IndexedDB runs those one after another, so two senders can
 * never both claim the same enquiry.
 */
export function indexedDbOutbox(): OutboxStore {
  return {
    all: () =>
      inTransaction([ITEMS], 'readonly', (t) =>
        done(t.objectStore(ITEMS).getAll() as IDBRequest<OutboxItem[]>),
      ),
    change: (reference: string, change: ItemChange) =>
      inTransaction([ITEMS], 'readwrite', async (t) => {
        const store = t.objectStore(ITEMS);
        const next = change((await done(store.get(reference))) as OutboxItem | undefined);
        if (next === undefined) return undefined;
        if (next === null) store.delete(reference);
        else store.put(next);
        return next;
      }),
    sender: () =>
      inTransaction([SETTINGS], 'readonly', (t) =>
        done(t.objectStore(SETTINGS).get('sender') as IDBRequest<EmailJsConfig | undefined>),
      ),
    setSender: (config: EmailJsConfig) =>
      inTransaction([SETTINGS], 'readwrite', async (t) => {
        t.objectStore(SETTINGS).put(config, 'sender');
      }),
  };
}
