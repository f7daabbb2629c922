'use client';

import { lazy, Suspense, type ReactNode } from 'react';
import { useNearViewport } from '@/lib/use-near-viewport';

const GalleryLightbox = lazy(() => import('./gallery-lightbox'));

/** Shows the server-rendered first photo until the section nears view, then the lightbox in its place. */
export function GalleryIsland({ fallback }: { fallback: ReactNode }) {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  return (
    <div ref={ref}>
      {near ? (
        <Suspense fallback={fallback}>
          <GalleryLightbox fallback={fallback} />
        </Suspense>
      ) : (
        fallback
      )}
    </div>
  );
}
