'use client';

import { lazy, Suspense, useEffect, useState } from 'react';
import { afterPageLoad } from '@/lib/after-load';
import { hasOutboxFlag } from '@/lib/outbox/outbox-flag';
import { EnquiryWordsProvider, type EnquiryWords } from '../enquiry/enquiry-words';

/* The outbox's code (IndexedDB, the EmailJS client) loads only when something is in it. */
const OutboxNotice = lazy(() => import('./outbox-notice'));

/** Registers the service worker once the page has loaded and the browser is idle: never before first paint. */
function registerWorker() {
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {
    // Blocked or unsupported here: the page and later visits still send the outbox.
  });
}

const whenIdle = (callback: () => void) =>
  'requestIdleCallback' in window
    ? requestIdleCallback(callback, { timeout: 5_000 })
    : setTimeout(callback, 1_000);

/** On every page: a read of one localStorage key, and the outbox's notice only if that key is set. */
export function OutboxCheck({ words }: { words: EnquiryWords }) {
  const [pending, setPending] = useState(false);
  useEffect(
    () =>
      afterPageLoad(() => {
        setPending(hasOutboxFlag());
        whenIdle(registerWorker);
      }),
    [],
  );
  if (!pending) return null;
  return (
    <EnquiryWordsProvider words={words}>
      <Suspense fallback={null}>
        <OutboxNotice />
      </Suspense>
    </EnquiryWordsProvider>
  );
}
