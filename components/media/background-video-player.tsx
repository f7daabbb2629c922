'use client';

import { useEffect, useRef, useState } from 'react';
import { useReducedMotion } from '@/lib/use-reduced-motion';

export type BackgroundVideoProps = { mp4: string; webm?: string; className?: string };
type Phase = 'waiting' | 'loading' | 'playing';

type NetworkInformation = { saveData?: boolean };

/**
 * The video half of BackgroundVideo, loaded once the page has loaded and the hero is near the viewport.
 * It fetches nothing under reduced motion or Save-Data. A spinner shows while the data loads; the video
 * stays hidden until it can play, then a button pauses it.
 */
export default function BackgroundVideoPlayer({ mp4, webm, className }: BackgroundVideoProps) {
  const [phase, setPhase] = useState<Phase>('waiting');
  const video = useRef<HTMLVideoElement>(null);
  const [paused, setPaused] = useState(false);
  const togglePause = () => {
    if (!video.current) return;
    if (video.current.paused) void video.current.play();
    else video.current.pause();
  };

  const reducedMotion = useReducedMotion();

  useEffect(() => {
    const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
    if (reducedMotion || connection?.saveData) return;
    const timer = setTimeout(() => setPhase('loading'), 0);
    return () => clearTimeout(timer);
  }, [reducedMotion]);

  if (phase === 'waiting') return null;
  return (
    <>
      <video
        ref={video}
        autoPlay
        muted
        loop
        playsInline
        preload="auto"
        aria-hidden="true"
        tabIndex={-1}
        data-state={phase}
        onLoadedData={() => setPhase('playing')}
        onPause={() => setPaused(true)}
        onPlay={() => setPaused(false)}
        className={`absolute inset-0 -z-20 size-full object-cover transition-opacity duration-700 ${phase === 'playing' ? 'opacity-100' : 'opacity-0'} ${className ?? ''}`}
      >
        {webm ? <source src={webm} type="video/webm" /> : null}
        <source src={mp4} type="video/mp4" />
      </video>
      {phase === 'loading' ? (
        <span
          role="status"
          className="pointer-events-auto absolute right-4 bottom-4 z-10 flex items-center gap-2 rounded-full bg-forest-deep/70 px-3 py-2 text-xs font-semibold text-white"
        >
          <span
            aria-hidden="true"
            className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-lime"
          />
          Loading video…
        </span>
      ) : (
        // Moving content that lasts more than five seconds needs a way to stop it (WCAG 2.2.2).
        <button
          type="button"
          onClick={togglePause}
          aria-label={paused ? 'Play background video' : 'Pause background video'}
          className="pointer-events-auto absolute right-4 bottom-4 z-10 inline-flex size-11 items-center justify-center rounded-full bg-forest-deep/70 text-white hover:bg-forest-deep"
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5" fill="currentColor">
            {paused ? <path d="M8 5v14l11-7z" /> : <path d="M7 5h4v14H7zM13 5h4v14h-4z" />}
          </svg>
        </button>
      )}
    </>
  );
}
