'use client';

import type { ReactNode } from 'react';
import { useNearViewport } from '@/lib/use-near-viewport';

/**
 * Marks its wrapper revealed, once, when a tenth of it is on screen (or the URL hash points inside it);
 * CSS (`.reveal`) animates the children in. Without JavaScript or under reduced motion they simply show.
 */
export function RevealOnView({ children, className }: { children: ReactNode; className?: string }) {
  const [ref, revealed] = useNearViewport<HTMLDivElement>('0px', 0.1);
  return (
    <div ref={ref} data-revealed={revealed} className={`reveal ${className ?? ''}`}>
      {children}
    </div>
  );
}
