'use client';

import { type RefObject, useEffect, useRef, useState } from 'react';
import { useReducedMotion } from '@/lib/use-reduced-motion';
import { cropForBox, type VideoCrop } from '@/lib/video-crop';

type Source = { mp4: string; webm?: string };
export type BackgroundVideoSources = Source & {
  /** Centre crops of the same video for narrower boxes (see lib/video-crop.ts). */
  crops?: VideoCrop[];
  className?: string;
  /** The player's words in the page's language (English by default). */
  words?: { loading: string; play: string; pause: string };
};
type BackgroundVideoProps = BackgroundVideoSources & {
  /** The box the video covers: its shape picks the crop. */
  box: RefObject<HTMLElement | null>;
};
type Phase = 'waiting' | 'loading' | 'playing' | 'failed';

const NO_CROPS: VideoCrop[] = [];

type NetworkInformation = { saveData?: boolean };

/**
 * The video half of BackgroundVideo, loaded once the page has loaded and the hero is near the viewport.
 * It fetches nothing under reduced motion or Save-Data. A spinner shows while the data loads; the video
 * stays hidden until it can play, then a button pauses it. If no source can be played (a format the browser
 * lacks, a request that fails), the spinner goes and the poster stays: nothing keeps spinning. In a box narrower than the video (a phone's hero)
 * it plays the crop that covers the box, and picks again if the box changes shape (a phone turned).
 */
const ENGLISH_WORDS = {
  loading: 'Loading video…',
  play: 'Play background video',
  pause: 'Pause background video',
};

export default function BackgroundVideoPlayer({
  words = ENGLISH_WORDS,
  mp4,
  webm,
  crops = NO_CROPS,
  box,
  className,
}: BackgroundVideoProps) {
  const [phase, setPhase] = useState<Phase>('waiting');
  const [source, setSource] = useState<Source>({ mp4, webm });
  const chosen = useRef<string | null>(null);
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
    const element = box.current;
    const pick = (): Source => {
      const rect = element?.getBoundingClientRect();
      return cropForBox(crops, rect ? rect.width / rect.height : 0) ?? { mp4, webm };
    };
    const choose = () => {
      const next = pick();
      if (chosen.current === next.mp4) return;
      chosen.current = next.mp4;
      setSource(next);
      setPhase('loading');
    };
    const timer = setTimeout(choose, 0);
    const observer = new ResizeObserver(choose);
    if (element) observer.observe(element);
    return () => {
      clearTimeout(timer);
      observer.disconnect();
    };
  }, [reducedMotion, box, crops, mp4, webm]);

  if (phase === 'waiting' || phase === 'failed') return null;
  return (
    <>
      <video
        // A new source is a new element: a <video> does not reload when only its <source> children change.
        key={source.mp4}
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
        {source.webm ? <source src={source.webm} type="video/webm" /> : null}
        {/* The browser tries the sources in turn: an error on the last one means none will play. */}
        <source src={source.mp4} type="video/mp4" onError={() => setPhase('failed')} />
      </video>
      {phase === 'loading' ? (
        <span
          role="status"
          className="pointer-events-auto absolute top-4 right-4 z-10 flex items-center gap-2 rounded-full bg-forest-deep/70 px-3 py-2 text-xs font-semibold text-white"
        >
          <span
            aria-hidden="true"
            className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-lime"
          />
          {words.loading}
        </span>
      ) : (
        // Moving content that lasts more than five seconds needs a way to stop it (WCAG 2.2.2). Top right, like
        // the spinner: the WhatsApp button holds the screen's bottom-right corner, where a hero that fills
        // the screen ends.
        <button
          type="button"
          onClick={togglePause}
          aria-label={paused ? words.play : words.pause}
          className="pointer-events-auto absolute top-4 right-4 z-10 inline-flex size-11 items-center justify-center rounded-full bg-forest-deep/70 text-white hover:bg-forest-deep"
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5" fill="currentColor">
            {paused ? <path d="M8 5v14l11-7z" /> : <path d="M7 5h4v14H7zM13 5h4v14h-4z" />}
          </svg>
        </button>
      )}
    </>
  );
}
