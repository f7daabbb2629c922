'use client';

import { lazy, Suspense, useEffect, useState } from 'react';
import { afterPageLoad } from '@/lib/after-load';
import { useNearViewport } from '@/lib/use-near-viewport';
import { useShown } from '@/lib/when-shown';
import type { BackgroundVideoSources } from './background-video-player';

const BackgroundVideoPlayer = lazy(() => import('./background-video-player'));

/**
 * A looping, muted, decorative video over its poster (the poster stays the LCP picture). Its player,
 * and any byte of video, load only after the page has loaded, is shown (a prerendered page waits to be
 * opened) and the hero nears the viewport.
 */
export function BackgroundVideo(props: BackgroundVideoSources) {
  const [ref, near] = useNearViewport<HTMLDivElement>('200px');
  const [pageLoaded, setPageLoaded] = useState(false);
  const shown = useShown();

  useEffect(() => afterPageLoad(() => setPageLoaded(true)), []);

  return (
    // No z-index here: the video sits under the section's overlay, the controls above it.
    <div ref={ref} className="pointer-events-none absolute inset-0">
      {near && pageLoaded && shown ? (
        <Suspense fallback={null}>
          <BackgroundVideoPlayer {...props} box={ref} />
        </Suspense>
      ) : null}
    </div>
  );
}
