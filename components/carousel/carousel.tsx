'use client';

import { lazy, Suspense, useState, type CSSProperties } from 'react';
import { clsx } from 'clsx';
import { useNearViewport } from '@/lib/use-near-viewport';
import type { CarouselProps } from './carousel-options';

const SwiperCarousel = lazy(() => import('./swiper-carousel'));

/**
 * A carousel whose slides are plain HTML first; Swiper loads when the carousel nears the viewport and
 * takes over the same layout, so nothing moves. Previous/next are real buttons; without loop they
 * are disabled at the ends.
 */
export function Carousel(props: CarouselProps) {
  const {
    label,
    slides,
    perView = [1, 2, 3],
    gap = 24,
    loop = false,
    dots = false,
    tone = 'light',
    className,
  } = props;
  const [ref, near] = useNearViewport<HTMLDivElement>();
  const [prevEl, setPrevEl] = useState<HTMLButtonElement | null>(null);
  const [nextEl, setNextEl] = useState<HTMLButtonElement | null>(null);
  const [dotsEl, setDotsEl] = useState<HTMLDivElement | null>(null);
  const [track, setTrack] = useState<HTMLUListElement | null>(null);
  const [active, setActive] = useState(0);

  const style = {
    '--gap': `${gap}px`,
    '--n0': perView[0],
    '--n1': perView[1],
    '--n2': perView[2],
  } as CSSProperties;
  const fallback = (
    <ul
      ref={setTrack}
      className="carousel-track"
      aria-label={label}
      tabIndex={0}
      onScroll={props.captions ? (event) => setActive(slideInFront(event.currentTarget)) : undefined}
    >
      {slides.map((slide, index) => (
        <li key={index} className="carousel-slide" id={props.slideIds?.[index]}>
          {slide}
        </li>
      ))}
    </ul>
  );
  // Before Swiper arrives the buttons scroll the plain row.
  const scrollTrack = (direction: 1 | -1) => {
    if (near || !track) return;
    track.scrollBy({ left: direction * track.clientWidth, behavior: 'smooth' });
  };
  const buttonClass = clsx(
    'inline-flex size-12 items-center justify-center rounded-full border-2 transition-colors disabled:cursor-not-allowed disabled:opacity-40',
    tone === 'dark'
      ? 'border-white/70 text-white enabled:hover:bg-white/15'
      : 'border-forest text-forest enabled:hover:bg-forest enabled:hover:text-white',
  );

  return (
    <div
      ref={ref}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      className={clsx('carousel', className)}
      style={style}
    >
      {near ? (
        <Suspense fallback={fallback}>
          <SwiperCarousel
            {...props}
            perView={perView}
            gap={gap}
            prevEl={prevEl}
            nextEl={nextEl}
            dotsEl={dots ? dotsEl : null}
            onActiveChange={setActive}
          />
        </Suspense>
      ) : (
        fallback
      )}
      <div className="mt-6 flex items-center justify-between gap-4">
        <button
          ref={setPrevEl}
          type="button"
          aria-label="Previous slide"
          onClick={() => scrollTrack(-1)}
          disabled={!near && !loop ? true : undefined}
          className={buttonClass}
        >
          <Chevron direction="previous" />
        </button>
        <div
          ref={setDotsEl}
          className={clsx(
            'carousel-dots flex flex-1 justify-center',
            tone === 'dark' && 'carousel-dots-dark',
          )}
        />
        <button
          ref={setNextEl}
          type="button"
          aria-label="Next slide"
          onClick={() => scrollTrack(1)}
          className={buttonClass}
        >
          <Chevron direction="next" />
        </button>
      </div>
      {props.captions ? (
        <div aria-live="polite" className="mt-6">
          {props.captions[active]}
        </div>
      ) : null}
    </div>
  );
}

/** Index of the first slide in view of the plain scrolling row. */
function slideInFront(track: HTMLElement): number {
  const first = track.firstElementChild as HTMLElement | null;
  const second = first?.nextElementSibling as HTMLElement | null;
  const step = first && second ? second.offsetLeft - first.offsetLeft : track.clientWidth;
  return step > 0 ? Math.round(track.scrollLeft / step) : 0;
}

function Chevron({ direction }: { direction: 'previous' | 'next' }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      className="size-6"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.4"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={direction === 'previous' ? 'm15 5-7 7 7 7' : 'm9 5 7 7-7 7'} />
    </svg>
  );
}
