import { EmailJSResponseStatus, init, send, type StorageProvider } from '@emailjs/browser';

/** One send per 10 s, throttle id "app" (so the localStorage key is literally "app"). */
export const RATE_LIMIT = { id: 'app', throttle: 10_000 } as const;
/** EmailJS has no timeout of its own; past this the visitor is told to retry. */
export const SEND_TIMEOUT_MS = 20_000;

export type EmailJsConfig = { publicKey: string; serviceId: string; templateId: string; origin: string };

export type SendFailure =
  'headless' | 'blocked' | 'rate-limited' | 'rejected' | 'config' | 'network' | 'timeout';
export type SendResult =
  | { ok: true }
  | {
      ok: false;
      reason: SendFailure;
      detail: string;
      /** After a timeout: whether the request still under way arrives in the end. */
      late?: Promise<boolean>;
    };

/**
 * localStorage behind the SDK's async interface; a browser that refuses storage, or a service worker
 * (which has none), just gets no rate limit.
 */
const localStore: StorageProvider = {
  get: async (key) => {
    try {
      return localStorage.getItem(key) ?? undefined;
    } catch {
      return undefined;
    }
  },
  set: async (key, value) => {
    try {
      localStorage.setItem(key, value);
    } catch {}
  },
  remove: async (key) => {
    try {
      localStorage.removeItem(key);
    } catch {}
  },
};

class SendTimeout extends Error {}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new SendTimeout(`No answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** The SDK rejects with three shapes: a response status, a plain string (bad config), or fetch's TypeError. */
function classify(error: unknown): { reason: SendFailure; detail: string; requestFailed: boolean } {
  if (error instanceof EmailJSResponseStatus) {
    const detail = `${error.status} ${error.text}`;
    if (error.status === 451) return { reason: 'headless', detail, requestFailed: false };
    if (error.status === 403) return { reason: 'blocked', detail, requestFailed: false };
    if (error.status === 429) return { reason: 'rate-limited', detail, requestFailed: false };
    return { reason: 'rejected', detail, requestFailed: error.status >= 500 };
  }
  if (typeof error === 'string') return { reason: 'config', detail: error, requestFailed: false };
  if (error instanceof SendTimeout) return { reason: 'timeout', detail: error.message, requestFailed: true };
  return {
    reason: 'network',
    detail: error instanceof Error ? error.message : String(error),
    requestFailed: true,
  };
}

/**
 * One EmailJS client. `init` must get the storage provider explicitly: without it the rate limit is
 * silently off, and `origin` only takes effect through `init` (a per-send origin is ignored).
 */
export function createEnquirySender(
  config: EmailJsConfig,
  { timeoutMs = SEND_TIMEOUT_MS, storage = localStore } = {},
) {
  let initialised = false;
  /** The request the SDK is making, until it settles: it cannot be cancelled, even after our timeout. */
  let inFlight: Promise<unknown> | null = null;
  /** Enquiries that arrived, by their exact parameters: one that arrived after its timeout is not sent again. */
  const delivered = new Set<string>();

  return async function sendEnquiry(params: Record<string, string>): Promise<SendResult> {
    if (!initialised) {
      init({
        publicKey: config.publicKey,
        blockHeadless: true,
        limitRate: { ...RATE_LIMIT },
        storageProvider: storage,
        origin: config.origin,
      });
      initialised = true;
    }
    const key = JSON.stringify(params);
    if (delivered.has(key)) return { ok: true };
    // A retry while an earlier request (timed out for us) is still going waits for that one instead of
    // sending a second copy.
    if (!inFlight) {
      const request = send(config.serviceId, config.templateId, params);
      inFlight = request;
      request.then(
        () => {
          delivered.add(key);
          inFlight = null;
        },
        () => (inFlight = null),
      );
    }
    const request = inFlight;
    try {
      await withTimeout(request, timeoutMs);
      return { ok: true };
    } catch (error) {
      const { reason, detail, requestFailed } = classify(error);
      if (reason === 'timeout')
        return {
          ok: false,
          reason,
          detail,
          late: request.then(
            () => true,
            () => false,
          ),
        };
      // The SDK stamps the time before the request, so without this an honest retry would meet a local 429.
      if (requestFailed) await storage.remove(RATE_LIMIT.id);
      return { ok: false, reason, detail };
    }
  };
}
