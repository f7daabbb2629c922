'use client';

import { useEffect } from 'react';
import { ON_SCREEN } from './speculation';

/**
 * Marks each link matching `selector` once the whole of it has been on the screen (a card swiped into
 * view, a list scrolled to), so a rule limited to links on screen speculates only what the reader has
 * seen. A mark stays: a prerender is not dropped because its card scrolled on.
 */
export function OnScreenLinks({ selector }: { selector: string }) {
  useEffect(() => {
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          entry.target.setAttribute(ON_SCREEN, '');
          observer.unobserve(entry.target);
        }
      },
      { threshold: 1 },
    );
    for (const link of document.querySelectorAll(selector)) observer.observe(link);
    return () => observer.disconnect();
  }, [selector]);
  return null;
}
