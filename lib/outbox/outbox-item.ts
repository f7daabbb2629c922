import type { EnquiryTemplateParams } from '@/lib/enquiry/template-params';

/** At most this many enquiries wait on one phone: a visitor writes one or two, never dozens. */
export const MAX_ITEMS = 5;
/** Larger than any enquiry the form accepts (every field is capped): a bigger one is not kept. */
export const MAX_PARAMS_CHARS = 8_000;
/** A waiting enquiry older than this is sent only once the visitor says so; a sent notice is dropped. */
export const MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/**
 * How long a send in progress holds its enquiry. Longer than the send's own timeout, so an answer that
 * arrives late settles the enquiry before anyone (another tab, the service worker) may send it again.
 */
export const LEASE_MS = 60_000;
/** The Web Lock every sender takes, and the Background Sync tag. */
export const OUTBOX_LOCK = 'kv-outbox';
export const SYNC_TAG = 'kv-outbox';
/** Tabs and the service worker tell each other on this channel that the outbox changed. */
export const OUTBOX_CHANNEL = 'kv-outbox';

export type OutboxState = 'waiting' | 'sending' | 'sent' | 'stale' | 'refused';

/**
 * One enquiry on the phone. Until it is sent it holds what the visitor typed (as the e-mail's parameters,
 * reference included); once sent only its reference and times are kept, to tell the visitor.
 */
export type OutboxItem = {
  reference: string;
  state: OutboxState;
  queuedAt: number;
  attempts: number;
  params?: EnquiryTemplateParams;
  /** While "sending": until when no one else may send it. */
  leaseUntil?: number;
  sentAt?: number;
  /** The visitor asked to send it although it is older than MAX_AGE_MS. */
  confirmed?: boolean;
};

export function newItem(params: EnquiryTemplateParams, now: number): OutboxItem {
  return { reference: params.reference, state: 'waiting', queuedAt: now, attempts: 0, params };
}

export const isTooOld = (item: OutboxItem, now: number) =>
  now - item.queuedAt > MAX_AGE_MS && !item.confirmed;

/** Still to be sent: the visitor needs to hear about it, and senders look at it. */
export const isPending = (item: OutboxItem) =>
  item.state === 'waiting' || item.state === 'sending' || item.state === 'stale';

/** What is kept of a sent enquiry: no longer anything the visitor typed. */
export function sentRecord(item: OutboxItem, now: number): OutboxItem {
  return {
    reference: item.reference,
    state: 'sent',
    queuedAt: item.queuedAt,
    attempts: item.attempts,
    sentAt: now,
  };
}

export function fitsOutbox(params: EnquiryTemplateParams): boolean {
  return JSON.stringify(params).length <= MAX_PARAMS_CHARS;
}
