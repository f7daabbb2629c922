import { useEffect, useState } from 'react';
import type { OutboxItem } from '@/lib/outbox/outbox-item';
import { pageOutbox } from '@/lib/outbox/page-outbox';

/** Whether a service worker with Background Sync is in place to send while every tab is closed. */
async function hasBackgroundSync(): Promise<boolean> {
  try {
    const registration = await navigator.serviceWorker?.getRegistration();
    return Boolean(registration && 'sync' in registration);
  } catch {
    return false;
  }
}

/** The outbox's items, kept current as this page, other tabs and the service worker change them. */
export function useOutbox(): { items: OutboxItem[]; sendsInBackground: boolean } {
  const [items, setItems] = useState<OutboxItem[]>([]);
  const [sendsInBackground, setSendsInBackground] = useState(false);
  useEffect(() => {
    const outbox = pageOutbox();
    const unsubscribe = outbox.subscribe(setItems);
    void outbox.items().catch(() => setItems([]));
    void hasBackgroundSync().then(setSendsInBackground);
    return unsubscribe;
  }, []);
  return { items, sendsInBackground };
}
