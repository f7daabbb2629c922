'use client';

import { use, useEffect, useRef, useState } from 'react';
import Lightbox from 'yet-another-react-lightbox';
import Captions from 'yet-another-react-lightbox/plugins/captions';
import Counter from 'yet-another-react-lightbox/plugins/counter';
import Fullscreen from 'yet-another-react-lightbox/plugins/fullscreen';
import Inline from 'yet-another-react-lightbox/plugins/inline';
import Slideshow from 'yet-another-react-lightbox/plugins/slideshow';
import Thumbnails from 'yet-another-react-lightbox/plugins/thumbnails';
// Loaded with this island, not in every page's render-blocking stylesheet.
import 'yet-another-react-lightbox/styles.css';
import 'yet-another-react-lightbox/plugins/thumbnails.css';
import 'yet-another-react-lightbox/plugins/counter.css';
import 'yet-another-react-lightbox/plugins/captions.css';
import { colors } from '@/lib/design-tokens';
import { useReducedMotion } from '@/lib/use-reduced-motion';
import { useShown } from '@/lib/when-shown';
import type { GallerySlide } from './gallery-slides';
import type { GalleryWords } from './gallery-words';

const INTERVAL_MS = 3000;
const THUMB_GAP = 12;
const THUMB_PADDING = 12;

/** Thumbnails visible at a viewport width: 5 by default, 4 up to 960, 3 up to 768, 1 up to 560 px. */
export function visibleThumbnails(viewportWidth: number): number {
  if (viewportWidth <= 560) return 1;
  if (viewportWidth <= 768) return 3;
  if (viewportWidth <= 960) return 4;
  return 5;
}

let slidesRequest: Promise<GallerySlide[] | null> | undefined;

/** The slides, from the page language's gallery.json, once per page; null if they could not load. */
function loadSlides(address: string): Promise<GallerySlide[] | null> {
  slidesRequest ??= fetch(address)
    .then((response) => (response.ok ? (response.json() as Promise<GallerySlide[]>) : null))
    .catch(() => null)
    .then((slides) => {
      // A failed request is tried again the next time the gallery mounts.
      if (!slides) slidesRequest = undefined;
      return slides;
    });
  return slidesRequest;
}

/**
 * The inline lightbox: autoplay every 3 s (not under reduced motion, and not before a prerendered page is
 * opened), circular, thumbnails, fullscreen.
 * It suspends while its slides load; if they cannot, the server-rendered row of photos stays.
 */
export default function GalleryLightbox({ words }: { words: GalleryWords }) {
  const slides = use(loadSlides(words.address));
  const frame = useRef<HTMLDivElement>(null);
  const [thumbWidth, setThumbWidth] = useState(120);
  const reducedMotion = useReducedMotion();
  const autoplay = useShown() && !reducedMotion;

  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    const measure = () => {
      const count = visibleThumbnails(window.innerWidth);
      const inner = element.clientWidth - 2 * THUMB_PADDING - THUMB_GAP * (count - 1);
      setThumbWidth(Math.max(48, Math.floor(inner / count) - 8));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  if (!slides?.length) return null;
  return (
    <div ref={frame} className="gallery-lightbox size-full">
      <Lightbox
        key={autoplay ? 'autoplay' : 'still'}
        labels={words.labels}
        slides={slides}
        plugins={[Inline, Thumbnails, Slideshow, Fullscreen, Counter, Captions]}
        inline={{ style: { width: '100%', height: '100%' } }}
        carousel={{ finite: false, preload: 2, imageFit: 'contain' }}
        slideshow={{ autoplay, delay: INTERVAL_MS }}
        thumbnails={{
          showToggle: true,
          width: thumbWidth,
          height: Math.min(90, Math.round((thumbWidth * 2) / 3)),
          gap: THUMB_GAP,
          padding: 0,
          border: 2,
          borderRadius: 8,
          imageFit: 'cover',
          vignette: false,
        }}
        counter={{ container: { style: { top: 'unset', bottom: 0, left: 0, right: 'unset' } } }}
        captions={{ showToggle: false, descriptionTextAlign: 'center' }}
        styles={{
          container: { backgroundColor: colors.forest.deep },
          thumbnailsContainer: { backgroundColor: colors.forest.deep },
        }}
      />
    </div>
  );
}
