'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Marks its wrapper revealed, once, when `threshold` of it is visible; CSS (`.reveal`) animates the
 * children in. Without JavaScript or under reduced motion the children simply show.
 */
export function RevealOnView({
  children,
  threshold = 0.1,
  className,
}: {
  children: ReactNode;
  threshold?: number;
  className?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [revealed, setRevealed] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element || revealed) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setRevealed(true);
      },
      { threshold },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [revealed, threshold]);

  return (
    <div ref={ref} data-revealed={revealed} className={`reveal ${className ?? ''}`}>
      {children}
    </div>
  );
}
