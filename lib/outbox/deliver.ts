import type { SendResult } from '@/lib/enquiry/emailjs-sender';
import type { EnquiryTemplateParams } from '@/lib/enquiry/template-params';
import { isTooOld, LEASE_MS, MAX_AGE_MS, OUTBOX_LOCK, sentRecord, type OutboxItem } from './outbox-item';
import type { OutboxStore } from './outbox-store';

export type Send = (params: EnquiryTemplateParams) => Promise<SendResult>;

export type DeliverOptions = {
  store: OutboxStore;
  send: Send;
  now?: () => number;
  /** navigator.locks where the browser has it: one sender at a time across tabs and the service worker. */
  locks?: Pick<LockManager, 'request'>;
  /** Called after every change another view of the outbox should show. */
  onChange?: () => void;
};

/** What a drain left: `waiting` counts enquiries still to go (0 when all went); `busy` when another sender had the lock. */
export type DrainResult = { sent: string[]; waiting: number; busy: boolean };

/** The send failed on the way (no connection, no answer, our own rate limit): try again later. */
const isTransient = (reason: string) =>
  reason === 'network' || reason === 'timeout' || reason === 'rate-limited';

/**
 * The one way an enquiry leaves the outbox, used by the page and by the service worker alike. Each
 * enquiry is claimed (marked "sending" with a lease) in one store transaction before its request, so no
 * second sender, in this tab, another tab or the worker, sends it while the first is under way or while
 * its late answer may still come. A drain that meets another in progress (the lock taken) leaves it to that one.
 */
export async function drainOutbox(options: DeliverOptions): Promise<DrainResult> {
  const { locks } = options;
  if (!locks) return drainUnlocked(options);
  return locks.request(OUTBOX_LOCK, { ifAvailable: true }, (lock) =>
    lock ? drainUnlocked(options) : { sent: [], waiting: 0, busy: true },
  );
}

/** The item marked "sending" when it may be sent now; "stale" when it is too old to send unasked. */
export function claim(item: OutboxItem | undefined, now: number): OutboxItem | undefined {
  if (!item?.params) return undefined;
  const free = item.state === 'waiting' || (item.state === 'sending' && (item.leaseUntil ?? 0) <= now);
  if (!free) return undefined;
  if (isTooOld(item, now)) return { ...item, state: 'stale', leaseUntil: undefined };
  return { ...item, state: 'sending', leaseUntil: now + LEASE_MS, attempts: item.attempts + 1 };
}

async function drainUnlocked({
  store,
  send,
  now = Date.now,
  onChange,
}: DeliverOptions): Promise<DrainResult> {
  const sent: string[] = [];
  const changed = () => onChange?.();

  for (const { reference } of await store.all()) {
    // A sent notice nobody came back to read is dropped after a week.
    const expired = (item?: OutboxItem) => item?.state === 'sent' && now() - (item.sentAt ?? 0) > MAX_AGE_MS;
    await store.change(reference, (item) => (expired(item) ? null : undefined));

    const claimed = await store.change(reference, (item) => claim(item, now()));
    if (!claimed) continue;
    changed();
    if (claimed.state !== 'sending' || !claimed.params) continue;

    const outcome = await send(claimed.params);
    if (outcome.ok) {
      await settle(store, reference, (item) => sentRecord(item, now()));
      sent.push(reference);
    } else if (outcome.reason === 'timeout') {
      // The request may still arrive: the lease keeps every sender off it until its answer settles it.
      outcome.late?.then(async (arrived) => {
        await settle(store, reference, (item) =>
          arrived ? sentRecord(item, now()) : { ...item, state: 'waiting', leaseUntil: undefined },
        );
        changed();
      });
    } else if (isTransient(outcome.reason)) {
      await settle(store, reference, (item) => ({ ...item, state: 'waiting', leaseUntil: undefined }));
    } else {
      // Refused by the service (or the browser's own block): sending again would meet the same answer.
      await settle(store, reference, (item) => ({ ...item, state: 'refused', leaseUntil: undefined }));
    }
    changed();
    // No connection for this one means none for the rest: they wait for the next drain.
    if (!outcome.ok && isTransient(outcome.reason)) break;
  }
  const waiting = (await store.all()).filter(
    (item) => item.state === 'waiting' || item.state === 'sending',
  ).length;
  return { sent, waiting, busy: false };
}

/** Writes the outcome of a send, if the enquiry is still the one this sender claimed. */
function settle(store: OutboxStore, reference: string, next: (item: OutboxItem) => OutboxItem) {
  return store.change(reference, (item) => (item?.state === 'sending' ? next(item) : undefined));
}
