'use client';

import { lazy, Suspense, type ReactNode } from 'react';
import { useNearViewport } from '@/lib/use-near-viewport';
import type { GallerySlide } from './gallery-slides';

const GalleryLightbox = lazy(() => import('./gallery-lightbox'));

/** Shows the server-rendered first photo until the section nears view, then the lightbox in its place. */
export function GalleryIsland({ slides, fallback }: { slides: GallerySlide[]; fallback: ReactNode }) {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  return (
    <div ref={ref}>
      {near ? (
        <Suspense fallback={fallback}>
          <GalleryLightbox slides={slides} />
        </Suspense>
      ) : (
        fallback
      )}
    </div>
  );
}
