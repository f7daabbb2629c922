'use client';

import { lazy, Suspense, useEffect, useState } from 'react';
import { afterPageLoad } from '@/lib/after-load';
import { hasOutboxFlag } from '@/lib/outbox/outbox-flag';
import { EnquiryWordsProvider, type EnquiryWords } from '../enquiry/enquiry-words';
import { onceShown } from '@/lib/when-shown';

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

/**
 * On every page, once it has loaded: a read of one localStorage key, and the outbox's notice only if that
 * key is set (a prerendered page shows it too, and sends nothing before it is opened: page-outbox.ts).
 * The service worker is registered once the page is shown.
 */
export function OutboxCheck({ words }: { words: EnquiryWords }) {
  const [pending, setPending] = useState(false);
  useEffect(() => {
    let stopWaiting = () => {};
    const stopLoad = afterPageLoad(() => {
      setPending(hasOutboxFlag());
      stopWaiting = onceShown(() => whenIdle(registerWorker));
    });
    return () => {
      stopLoad();
      stopWaiting();
    };
  }, []);
  if (!pending) return null;
  return (
    <EnquiryWordsProvider words={words}>
      <Suspense fallback={null}>
        <OutboxNotice />
      </Suspense>
    </EnquiryWordsProvider>
  );
}
