'use client';

import { lazy, Suspense } from 'react';
import { useNearViewport } from '@/lib/use-near-viewport';
import type { GallerySlide } from './gallery-slides';

const GalleryLightbox = lazy(() => import('./gallery-lightbox'));

/** The photo gallery island: the first photo as plain HTML, the lightbox once the section nears view. */
export function PhotoGallery({ slides }: { slides: GallerySlide[] }) {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  const first = slides[0];
  const fallback = first ? (
    <div className="gallery-frame relative overflow-hidden rounded-2xl bg-forest-deep">
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img
        src={first.src}
        srcSet={first.srcSet.map((entry) => `${entry.src} ${entry.width}w`).join(', ')}
        sizes="(min-width: 1200px) 72rem, 100vw"
        alt={first.alt}
        width={first.width}
        height={first.height}
        loading="lazy"
        className="gallery-fallback-image w-full object-contain"
      />
      <p className="absolute top-3 left-3 rounded-full bg-black/60 px-3 py-1 text-sm text-white">
        1 / {slides.length}
      </p>
    </div>
  ) : null;

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
