/**
 * A one-word note in localStorage while the outbox holds anything: every page reads it (a synchronous
 * read, no database opened) and loads the outbox's code only when it is there.
 */
export const OUTBOX_FLAG = 'kv-outbox';

export function hasOutboxFlag(): boolean {
  try {
    return localStorage.getItem(OUTBOX_FLAG) !== null;
  } catch {
    return false;
  }
}

export function setOutboxFlag() {
  try {
    localStorage.setItem(OUTBOX_FLAG, '1');
  } catch {}
}

export function clearOutboxFlag() {
  try {
    localStorage.removeItem(OUTBOX_FLAG);
  } catch {}
}
