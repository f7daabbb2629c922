'use client';

import { useEffect, useState } from 'react';
import { pageOutbox } from '@/lib/outbox/page-outbox';
import { useWords } from '../enquiry/enquiry-words';
import { OutboxItems } from './outbox-items';

/**
 * Shown on any page when the outbox holds something from an earlier visit: sends what waits at once,
 * then again when the connection returns, and tells the visitor how it went.
 */
export default function OutboxNotice() {
  const t = useWords();
  const [openedAt] = useState(() => Date.now());
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    const outbox = pageOutbox();
    outbox.start();
    void outbox.drain().catch(() => {});
  }, []);
  if (hidden) return null;
  return (
    <section
      aria-label={t('Your saved enquiry')}
      className="fixed inset-x-3 bottom-24 z-40 max-h-[60dvh] overflow-y-auto rounded-3xl bg-white shadow-xl shadow-forest/20 empty:hidden sm:inset-x-auto sm:bottom-6 sm:left-6 sm:w-[26rem]"
    >
      <OutboxItems
        queuedBefore={openedAt}
        footer={
          <button
            type="button"
            onClick={() => setHidden(true)}
            className="mx-auto min-h-11 px-4 font-semibold text-forest underline underline-offset-4"
          >
            {t('Hide this message')}
          </button>
        }
      />
    </section>
  );
}
