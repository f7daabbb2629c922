'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import { observeNear } from '@/lib/use-near-viewport';

/**
 * Animates its children in, once, when a tenth of it comes on screen (or the URL hash points inside it).
 * The HTML never hides them: this island marks the wrapper as waiting (`data-revealed="false"`, which CSS
 * hides under `.reveal`) only if it is still out of sight when the script runs, so without scripts, with
 * slow or failed ones, or under reduced motion, everything shows.
 */
export function RevealOnView({ children, className }: { children: ReactNode; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const box = element.getBoundingClientRect();
    if (box.top < window.innerHeight && box.bottom > 0) return;
    element.dataset.revealed = 'false';
    return observeNear(element, () => (element.dataset.revealed = 'true'), '0px', 0.1);
  }, []);

  return (
    <div ref={ref} className={`reveal ${className ?? ''}`}>
      {children}
    </div>
  );
}
