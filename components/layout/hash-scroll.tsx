'use client';

import { useEffect } from 'react';

const SCROLL_DELAY_MS = 100;

/** Scrolls to the element the URL hash names, after the page has settled, and again when the hash changes. */
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
    scrollToHash();
    window.addEventListener('hashchange', scrollToHash);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('hashchange', scrollToHash);
    };
  }, []);

  return null;
}
