'use client';

import { useState, type ReactNode } from 'react';
import { pageOutbox } from '@/lib/outbox/page-outbox';
import { OutboxPanel, type ClosedItem, type PanelItem } from './outbox-panel';
import { useOutbox } from './use-outbox';

/**
 * The outbox's enquiries, each with what the visitor can do about it; `only` limits it to those references
 * (the form shows the ones it queued), `queuedBefore` to
 * those queued before a time (a page's notice leaves this page's form its own). One the visitor cancelled or
 * handed to WhatsApp says so until they dismiss it.
 */
export function OutboxItems({
  only,
  queuedBefore,
  footer,
}: {
  only?: string[];
  queuedBefore?: number;
  /** Shown below the enquiries, when there are any. */
  footer?: ReactNode;
}) {
  const { items, sendsInBackground } = useOutbox();
  const [closed, setClosed] = useState<ClosedItem[]>([]);
  const outbox = pageOutbox();
  // One the visitor just closed shows as closed, even before the outbox's own list has caught up.
  const isClosed = (reference: string) => closed.some((item) => item.reference === reference);
  const shown: PanelItem[] = [
    ...items.filter(
      (item) =>
        !isClosed(item.reference) &&
        (!only || only.includes(item.reference)) &&
        (queuedBefore === undefined || item.queuedAt < queuedBefore),
    ),
    ...closed.filter((item) => !only || only.includes(item.reference)),
  ];
  if (!shown.length) return null;
  return (
    <div className="grid gap-3">
      {shown.map((item) => (
        <OutboxPanel
          key={`${item.reference}-${item.state}`}
          item={item}
          sendsInBackground={sendsInBackground}
          onCancel={async () => {
            if (await outbox.cancel(item.reference))
              setClosed((list) => [...list, { reference: item.reference, state: 'cancelled' }]);
          }}
          onWhatsapp={async () => {
            if (await outbox.cancel(item.reference))
              setClosed((list) => [...list, { reference: item.reference, state: 'whatsapp' }]);
          }}
          onConfirm={() => void outbox.confirm(item.reference)}
          onDismiss={async () => {
            setClosed((list) => list.filter((entry) => entry.reference !== item.reference));
            if (item.state === 'sent') await outbox.cancel(item.reference);
          }}
        />
      ))}
      {footer}
    </div>
  );
}
