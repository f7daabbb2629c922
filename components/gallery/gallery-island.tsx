'use client';

import { lazy, Suspense } from 'react';
import { useNearViewport } from '@/lib/use-near-viewport';
import type { GalleryWords } from './gallery-words';

const GalleryLightbox = lazy(() => import('./gallery-lightbox'));

/** Loads the lightbox once the gallery nears view; it opens over the server-rendered row of photos. */
export function GalleryIsland({ words }: { words: GalleryWords }) {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  return (
    // Over the row, in the same box; it lets taps through to the row until the lightbox is in it.
    <div ref={ref} className={near ? 'absolute inset-0' : 'pointer-events-none absolute inset-0'}>
      {near ? (
        <Suspense>
          <GalleryLightbox words={words} />
        </Suspense>
      ) : null}
    </div>
  );
}
