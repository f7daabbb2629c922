import { describe, expect, it, vi } from 'vitest';
import type { SendResult } from '@/lib/enquiry/emailjs-sender';
import type { EnquiryTemplateParams } from '@/lib/enquiry/template-params';
import { drainOutbox, type Send } from './deliver';
import { LEASE_MS, MAX_AGE_MS, newItem, type OutboxItem } from './outbox-item';
import { memoryOutbox, type OutboxStore } from './outbox-store';

const T0 = Date.UTC(2026, 11, 5, 4, 30);

function params(reference: string): EnquiryTemplateParams {
  return {
    reference,
    firstName: 'Anjali',
    lastName: '',
    phone: '9876543210',
    email: 'anjali@example.com',
    adults: '2',
    kids: '0',
    date: 'Saturday, 5 December 2026',
    trekking: 'N/A',
    camping: 'N/A',
    adventure: 'N/A',
    natureEducation: 'Yes',
    language: 'English (en)',
  };
}

async function storeWith(...items: OutboxItem[]): Promise<OutboxStore> {
  const store = memoryOutbox();
  for (const item of items) await store.change(item.reference, () => item);
  return store;
}

const byRef = async (store: OutboxStore, reference: string) =>
  (await store.all()).find((item) => item.reference === reference);

const answer =
  (...results: SendResult[]): Send =>
  async () =>
    results.shift() ?? { ok: true };

/** A LockManager with one holder at a time per name, as navigator.locks behaves with ifAvailable. */
function fakeLocks() {
  const held = new Set<string>();
  return {
    request: (async (
      name: string,
      options: { ifAvailable?: boolean },
      callback: (lock: object | null) => unknown,
    ) => {
      if (held.has(name)) return callback(null);
      held.add(name);
      try {
        return await callback({ name });
      } finally {
        held.delete(name);
      }
    }) as unknown as LockManager['request'],
  };
}

describe('drainOutbox', () => {
  it('sends a waiting enquiry once and keeps only its reference and times', async () => {
    const store = await storeWith(newItem(params('KV-AAAAAA'), T0));
    const send = vi.fn(answer({ ok: true }));
    const result = await drainOutbox({ store, send, now: () => T0 + 1_000 });
    expect(result).toEqual({ sent: ['KV-AAAAAA'], waiting: 0, busy: false });
    expect(send).toHaveBeenCalledWith(params('KV-AAAAAA'));
    expect(await byRef(store, 'KV-AAAAAA')).toEqual({
      reference: 'KV-AAAAAA',
      state: 'sent',
      queuedAt: T0,
      attempts: 1,
      sentAt: T0 + 1_000,
    });
    await drainOutbox({ store, send, now: () => T0 + 2_000 });
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('keeps every enquiry waiting when the connection is gone, and tries no more after the first', async () => {
    const store = await storeWith(newItem(params('KV-AAAAAA'), T0), newItem(params('KV-BBBBBB'), T0));
    const send = vi.fn(answer({ ok: false, reason: 'network', detail: 'Failed to fetch' }));
    const result = await drainOutbox({ store, send, now: () => T0 });
    expect(result.waiting).toBe(2);
    expect(send).toHaveBeenCalledTimes(1);
    expect((await store.all()).map((item) => item.state)).toEqual(['waiting', 'waiting']);
  });

  it('marks an enquiry the service refuses, and never sends it again by itself', async () => {
    const store = await storeWith(newItem(params('KV-AAAAAA'), T0));
    const send = vi.fn(answer({ ok: false, reason: 'rejected', detail: '400 The Public Key is invalid' }));
    expect((await drainOutbox({ store, send, now: () => T0 })).waiting).toBe(0);
    expect((await byRef(store, 'KV-AAAAAA'))?.state).toBe('refused');
    await drainOutbox({ store, send, now: () => T0 + LEASE_MS * 2 });
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('after a timeout no one sends again until the late answer settles it as sent', async () => {
    let arrive: (arrived: boolean) => void = () => {};
    const late = new Promise<boolean>((resolve) => (arrive = resolve));
    const store = await storeWith(newItem(params('KV-AAAAAA'), T0));
    const send = vi.fn(answer({ ok: false, reason: 'timeout', detail: 'No answer', late }));
    expect((await drainOutbox({ store, send, now: () => T0 })).waiting).toBe(1);
    expect((await byRef(store, 'KV-AAAAAA'))?.state).toBe('sending');

    // Another tab (or the worker) drains within the lease: it must not send a second copy.
    await drainOutbox({ store, send, now: () => T0 + LEASE_MS - 1 });
    expect(send).toHaveBeenCalledTimes(1);

    arrive(true);
    await vi.waitFor(async () => expect((await byRef(store, 'KV-AAAAAA'))?.state).toBe('sent'));
    await drainOutbox({ store, send, now: () => T0 + LEASE_MS * 3 });
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('a send whose sender vanished (lease over) goes again with the same reference', async () => {
    const stuck: OutboxItem = {
      ...newItem(params('KV-AAAAAA'), T0),
      state: 'sending',
      leaseUntil: T0 + LEASE_MS,
    };
    const store = await storeWith(stuck);
    const send = vi.fn(answer({ ok: true }));
    await drainOutbox({ store, send, now: () => T0 + LEASE_MS - 1 });
    expect(send).not.toHaveBeenCalled();
    await drainOutbox({ store, send, now: () => T0 + LEASE_MS });
    expect(send).toHaveBeenCalledWith(expect.objectContaining({ reference: 'KV-AAAAAA' }));
  });

  it('two drains at once send each enquiry once, with or without Web Locks', async () => {
    for (const locks of [fakeLocks(), undefined]) {
      const store = await storeWith(newItem(params('KV-AAAAAA'), T0), newItem(params('KV-BBBBBB'), T0));
      const send = vi.fn<Send>(async () => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        return { ok: true };
      });
      const results = await Promise.all([
        drainOutbox({ store, send, locks, now: () => T0 }),
        drainOutbox({ store, send, locks, now: () => T0 }),
      ]);
      expect(send.mock.calls.map(([sent]) => sent.reference).sort()).toEqual(['KV-AAAAAA', 'KV-BBBBBB']);
      expect(results.flatMap((result) => result.sent).sort()).toEqual(['KV-AAAAAA', 'KV-BBBBBB']);
      if (locks) expect(results.map((result) => result.busy).sort()).toEqual([false, true]);
    }
  });

  it('does not send an enquiry older than 7 days unless the visitor confirmed it', async () => {
    const old = newItem(params('KV-AAAAAA'), T0);
    const store = await storeWith(old);
    const send = vi.fn(answer({ ok: true }));
    await drainOutbox({ store, send, now: () => T0 + MAX_AGE_MS + 1 });
    expect(send).not.toHaveBeenCalled();
    expect((await byRef(store, 'KV-AAAAAA'))?.state).toBe('stale');

    await store.change('KV-AAAAAA', (item) => item && { ...item, state: 'waiting', confirmed: true });
    await drainOutbox({ store, send, now: () => T0 + MAX_AGE_MS + 2 });
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('drops a sent notice after 7 days', async () => {
    const sent: OutboxItem = { reference: 'KV-AAAAAA', state: 'sent', queuedAt: T0, attempts: 1, sentAt: T0 };
    const store = await storeWith(sent);
    await drainOutbox({ store, send: answer(), now: () => T0 + MAX_AGE_MS });
    expect(await store.all()).toHaveLength(1);
    await drainOutbox({ store, send: answer(), now: () => T0 + MAX_AGE_MS + 1 });
    expect(await store.all()).toEqual([]);
  });
});
