import { createEnquirySender } from '@/lib/enquiry/emailjs-sender';
import { drainOutbox } from './deliver';
import { indexedDbOutbox } from './outbox-db';
import { OUTBOX_CHANNEL, SYNC_TAG } from './outbox-item';

/*
 * The site's service worker (bundled to /sw.js by scripts/build-sw.mjs). It caches nothing and does not
 * touch page loads; it only sends the outbox when Background Sync says the connection is back, through
 * the same drain and EmailJS client the pages use.
 */

type ExtendableEvent = Event & { waitUntil(promise: Promise<unknown>): void };
type SyncEvent = ExtendableEvent & { tag: string };
type WorkerScope = {
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'sync', listener: (event: SyncEvent) => void): void;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  navigator: { locks?: LockManager };
};

const worker = self as unknown as WorkerScope;

worker.addEventListener('install', (event) => event.waitUntil(worker.skipWaiting()));
worker.addEventListener('activate', (event) => event.waitUntil(worker.clients.claim()));
worker.addEventListener('sync', (event) => {
  if (event.tag === SYNC_TAG) event.waitUntil(sendOutbox());
});

async function sendOutbox() {
  const store = indexedDbOutbox();
  const config = await store.sender();
  if (!config) return;
  const channel = new BroadcastChannel(OUTBOX_CHANNEL);
  try {
    const result = await drainOutbox({
      store,
      send: createEnquirySender(config),
      locks: worker.navigator.locks,
      onChange: () => channel.postMessage('changed'),
    });
    // Rejecting asks the browser to fire the sync again later.
    if (result.waiting > 0) throw new Error(`${result.waiting} enquiries still waiting for a connection`);
  } finally {
    channel.close();
  }
}
