'use client';

import type { ReactNode } from 'react';
import { useNearViewport } from '@/lib/use-near-viewport';

/** Revealed once its top edge is a tenth of the screen into view (or the URL hash points inside it). */
const IN_VIEW = '0px 0px -10% 0px';

/**
 * Marks its wrapper revealed, once, as it scrolls into view; CSS (`.reveal`) animates the children in.
 * Without JavaScript or under reduced motion the children simply show.
 */
export function RevealOnView({ children, className }: { children: ReactNode; className?: string }) {
  const [ref, revealed] = useNearViewport<HTMLDivElement>(IN_VIEW);
  return (
    <div ref={ref} data-revealed={revealed} className={`reveal ${className ?? ''}`}>
      {children}
    </div>
  );
}
