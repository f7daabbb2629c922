import type { BrowserContext, Page, Request } from '@playwright/test';
import { expect } from './fixtures';
import { SEND_URL } from './enquiry-inbox';

/*
 * What a test waits for instead of a pause, to prove that nothing more is sent: the outbox holds nothing
 * left to send (a sender only ever sends what is pending) and no send is on its way to the inbox.
 */

/** What the form says of an enquiry kept on the phone, of one sent, and the reference each notice gives. */
export const OUTBOX_SAYS = {
  queued: 'No connection: your enquiry is saved on this phone.',
  sent: 'Sent: your enquiry is with us.',
  reference: /KV-[2-9A-Z]{6}/,
};

const sendUrl = SEND_URL.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** Sends to the inbox fail while the phone is offline or the service is out of reach: expected by the caller. */
export function allowOfflineSends(allowProblem: (pattern: RegExp) => void) {
  allowProblem(/^console error: Failed to load resource: net::ERR_INTERNET_DISCONNECTED$/);
  allowProblem(
    new RegExp(`^request failed: ${sendUrl} \\(net::ERR_(INTERNET_DISCONNECTED|CONNECTION_REFUSED)\\)$`),
  );
}

/** The references of the enquiries still to be sent, as the page's IndexedDB holds them. */
export function pendingInOutbox(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('kv-outbox');
        // No outbox on this phone yet: reading it must not create an empty one the site would then find.
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onerror = () => (open.error?.name === 'AbortError' ? resolve([]) : reject(open.error));
        open.onsuccess = () => {
          const db = open.result;
          const all = db.transaction('enquiries').objectStore('enquiries').getAll();
          all.onerror = () => reject(all.error);
          all.onsuccess = () => {
            db.close();
            const pending = (all.result as { reference: string; state: string }[]).filter((item) =>
              ['waiting', 'sending', 'stale'].includes(item.state),
            );
            resolve(pending.map((item) => item.reference));
          };
        };
      }),
  );
}

/**
 * Counts the sends to the inbox from every page and service worker of `context` that have not finished;
 * call it before the sends begin.
 */
export function trackSends(context: BrowserContext): () => number {
  let open = 0;
  const isSend = (request: Request) => request.url() === SEND_URL && request.method() === 'POST';
  context.on('request', (request) => isSend(request) && (open += 1));
  const finished = (request: Request) => isSend(request) && (open -= 1);
  context.on('requestfinished', finished);
  context.on('requestfailed', finished);
  return () => open;
}

/** Waits until `page`'s outbox has nothing left to send and, when tracked, no send is on its way. */
export async function outboxSettled(page: Page, sendsOpen: () => number = () => 0) {
  await expect.poll(() => pendingInOutbox(page), { timeout: 20_000 }).toEqual([]);
  await expect.poll(sendsOpen, { timeout: 20_000 }).toBe(0);
}
