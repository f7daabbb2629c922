import { sendEnquiry } from '@/lib/enquiry/send-enquiry';
import type { EnquiryTemplateParams } from '@/lib/enquiry/template-params';
import { env } from '@/lib/env';
import { shown } from '@/lib/when-shown';
import { drainOutbox, type DrainResult } from './deliver';
import { indexedDbOutbox } from './outbox-db';
import { clearOutboxFlag, setOutboxFlag } from './outbox-flag';
import {
  fitsOutbox,
  isPending,
  LEASE_MS,
  MAX_ITEMS,
  newItem,
  OUTBOX_CHANNEL,
  sentRecord,
  SYNC_TAG,
  type OutboxItem,
} from './outbox-item';
import type { OutboxStore } from './outbox-store';

/** After a failed drain the page tries again after these pauses (the last one repeats), and at once when online. */
const RETRY_AFTER_MS = [10_000, 30_000, 60_000, 120_000];

type Listener = (items: OutboxItem[]) => void;

/**
 * The outbox as a page sees it: queue an enquiry whose send failed on the way, send what waits (now,
 * when the connection returns, and on a gentle timer), cancel or confirm one, and hear of every change,
 * made here, in another tab or by the service worker.
 */
export function createPageOutbox(store: OutboxStore = indexedDbOutbox()) {
  const listeners = new Set<Listener>();
  const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(OUTBOX_CHANNEL) : null;
  let retry = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let started = false;

  async function publish() {
    const items = await store.all();
    if (!items.length) clearOutboxFlag();
    for (const listener of listeners) listener(items);
    return items;
  }
  const changed = () => {
    channel?.postMessage('changed');
    void publish();
  };
  channel?.addEventListener('message', () => void publish());

  async function drain(): Promise<DrainResult> {
    clearTimeout(timer);
    // A prerendered page has not been seen, and may never be: it sends nothing until it is opened.
    await shown();
    const result = await drainOutbox({ store, send: sendEnquiry, locks: navigator.locks, onChange: changed });
    if (result.waiting > 0 || result.busy) schedule();
    else retry = 0;
    await publish();
    return result;
  }

  function schedule() {
    clearTimeout(timer);
    const pause = RETRY_AFTER_MS[Math.min(retry, RETRY_AFTER_MS.length - 1)]!;
    retry += 1;
    timer = setTimeout(() => void drain(), pause);
  }

  /** Sends again as soon as the connection returns or the visitor comes back to the tab. */
  function start() {
    if (started) return;
    started = true;
    window.addEventListener('online', () => {
      retry = 0;
      void drain();
    });
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') void drain();
    });
  }

  return {
    store,
    drain,
    start,
    /** Keeps an enquiry whose send failed on the way; false when the outbox is full or unavailable. */
    async queue(params: EnquiryTemplateParams, late?: Promise<boolean>): Promise<boolean> {
      if (!fitsOutbox(params)) return false;
      try {
        await store.setSender(env.emailJs);
        const pending = (await store.all()).filter(isPending);
        if (pending.length >= MAX_ITEMS && !pending.some((item) => item.reference === params.reference))
          return false;
        const item = newItem(params, Date.now());
        // A timed-out send may still arrive: it is held as "sending" until its answer settles it.
        const held: OutboxItem = late
          ? { ...item, state: 'sending', leaseUntil: Date.now() + LEASE_MS }
          : item;
        await store.change(params.reference, () => held);
        void late?.then(async (arrived) => {
          await store.change(params.reference, (current) =>
            current?.state !== 'sending'
              ? undefined
              : arrived
                ? sentRecord(current, Date.now())
                : { ...current, state: 'waiting', leaseUntil: undefined },
          );
          changed();
          if (!arrived) void drain();
        });
      } catch {
        return false;
      }
      setOutboxFlag();
      start();
      changed();
      void requestBackgroundSync();
      schedule();
      return true;
    },
    /** Removes an enquiry that is not being sent right now; false when it is (or is gone). */
    async cancel(reference: string): Promise<boolean> {
      const removed = await store.change(reference, (item) =>
        item && item.state !== 'sending' ? null : undefined,
      );
      changed();
      return removed === null;
    },
    /** The visitor asks to send an enquiry older than a week after all. */
    async confirm(reference: string) {
      await store.change(reference, (item) =>
        item?.state === 'stale' ? { ...item, state: 'waiting', confirmed: true } : undefined,
      );
      changed();
      return drain();
    },
    items: publish,
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

export type PageOutbox = ReturnType<typeof createPageOutbox>;

let shared: PageOutbox | undefined;
/** The one outbox of this page: the form and the notice share it. */
export function pageOutbox(): PageOutbox {
  shared ??= createPageOutbox();
  return shared;
}

/** Asks the service worker, where there is one with Background Sync, to send when the connection returns. */
async function requestBackgroundSync() {
  try {
    const registration = await navigator.serviceWorker?.getRegistration();
    const sync = (
      registration as
        (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }) | undefined
    )?.sync;
    await sync?.register(SYNC_TAG);
  } catch {
    // No service worker, or Background Sync refused: the page and later visits still send it.
  }
}
