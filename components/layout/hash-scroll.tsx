'use client';

import { useEffect } from 'react';
import { onceShown } from '@/lib/when-shown';

const SCROLL_DELAY_MS = 100;

/**
 * Scrolls to the element the URL hash names, after the page has settled (a prerendered page: once it is
 * opened, so the scroll lands on the screen the visitor sees), and again when the hash changes.
 */
export function HashScroll() {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const scrollToHash = () => {
      clearTimeout(timer);
      const id = decodeURIComponent(window.location.hash.slice(1));
      if (!id) return;
      timer = setTimeout(() => {
        const target = document.getElementById(id);
        if (!target) return;
        const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
        target.scrollIntoView({ behavior: reduce ? 'instant' : 'smooth', block: 'start' });
      }, SCROLL_DELAY_MS);
    };
    const stopWaiting = onceShown(scrollToHash);
    window.addEventListener('hashchange', scrollToHash);
    return () => {
      stopWaiting();
      clearTimeout(timer);
      window.removeEventListener('hashchange', scrollToHash);
    };
  }, []);

  return null;
}
