'use client';

import { useEffect, useState } from 'react';

type BackgroundVideoProps = { mp4: string; webm?: string; className?: string };
type Phase = 'waiting' | 'loading' | 'playing' | 'off';

type NetworkInformation = { saveData?: boolean };

/**
 * A looping, muted, decorative video over its poster (the poster stays the LCP picture). It starts
 * downloading only after the page has loaded, and never under reduced motion or Save-Data. A spinner
 * shows while its data loads; the video stays hidden until it can play.
 */
export function BackgroundVideo({ mp4, webm, className }: BackgroundVideoProps) {
  const [phase, setPhase] = useState<Phase>('waiting');

  useEffect(() => {
    const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches || connection?.saveData) {
      setPhase('off');
      return;
    }
    const start = () => setPhase('loading');
    if (document.readyState === 'complete') {
      start();
      return;
    }
    window.addEventListener('load', start, { once: true });
    return () => window.removeEventListener('load', start);
  }, []);

  if (phase === 'waiting' || phase === 'off') return null;
  return (
    <>
      <video
        autoPlay
        muted
        loop
        playsInline
        preload="auto"
        aria-hidden="true"
        tabIndex={-1}
        data-state={phase}
        onLoadedData={() => setPhase('playing')}
        className={`absolute inset-0 size-full object-cover transition-opacity duration-700 ${phase === 'playing' ? 'opacity-100' : 'opacity-0'} ${className ?? ''}`}
      >
        {webm ? <source src={webm} type="video/webm" /> : null}
        <source src={mp4} type="video/mp4" />
      </video>
      {phase === 'loading' ? (
        <span role="status" className="absolute right-4 bottom-4 z-10 flex items-center gap-2 rounded-full bg-forest-deep/70 px-3 py-2 text-xs font-semibold text-white">
          <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-lime" />
          Loading video…
        </span>
      ) : null}
    </>
  );
}
