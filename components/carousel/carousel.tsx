'use client';

import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { clsx } from 'clsx';
import type { Swiper as SwiperInstance } from 'swiper/types';
import { useNearViewport } from '@/lib/use-near-viewport';
import type { CarouselProps } from './carousel-options';

/**
 * A carousel whose slides are a plain HTML list first: a row that scrolls and snaps. Swiper loads when
 * the carousel nears the viewport and takes over that same list in place (nothing re-renders, nothing
 * moves). Previous/next are real buttons; without loop they are disabled at the ends.
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
    slideIds,
    captions,
    className,
  } = props;
  const [n0, n1, n2] = perView;
  const [ref, near] = useNearViewport<HTMLDivElement>();
  const container = useRef<HTMLDivElement>(null);
  const track = useRef<HTMLUListElement>(null);
  const prevButton = useRef<HTMLButtonElement>(null);
  const nextButton = useRef<HTMLButtonElement>(null);
  const dotsRow = useRef<HTMLDivElement>(null);
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [active, setActive] = useState(0);

  useEffect(() => {
    if (!near) return;
    let instance: SwiperInstance | undefined;
    let cancelled = false;
    void import('./swiper-takeover').then(({ takeOver }) => {
      const [el, list, prevEl, nextEl] = [
        container.current,
        track.current,
        prevButton.current,
        nextButton.current,
      ];
      if (cancelled || !el || !list || !prevEl || !nextEl) return;
      // Swiper moves the row with transforms: start it where the visitor had scrolled the plain row to.
      const initialSlide = slideInFront(list);
      list.scrollLeft = 0;
      instance = takeOver(el, {
        perView: [n0, n1, n2],
        gap,
        loop,
        initialSlide,
        prevEl,
        nextEl,
        dotsEl: dots ? dotsRow.current : null,
      });
      setSwiper(instance);
    });
    return () => {
      cancelled = true;
      instance?.destroy(true, true);
      setSwiper(null);
    };
  }, [near, n0, n1, n2, gap, loop, dots]);

  // React rendered the buttons' disabled state before Swiper started: let Swiper set it again.
  useEffect(() => {
    if (!swiper) return;
    swiper.navigation?.update();
    if (!captions) return;
    const follow = () => setActive(swiper.realIndex);
    follow();
    swiper.on('slideChange', follow);
    return () => {
      swiper.off('slideChange', follow);
    };
  }, [swiper, captions]);

  // A hash naming a slide (e.g. /trekking/#meesapulimalai) brings it to the front, now and on later changes.
  useEffect(() => {
    if (!swiper || !slideIds) return;
    const show = () => {
      const index = slideIds.indexOf(decodeURIComponent(window.location.hash.slice(1)));
      if (index < 0) return;
      if (loop) swiper.slideToLoop(index, 0);
      else swiper.slideTo(index, 0);
      const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      swiper.el.scrollIntoView({ block: 'start', behavior: reduce ? 'instant' : 'smooth' });
    };
    show();
    window.addEventListener('hashchange', show);
    return () => window.removeEventListener('hashchange', show);
  }, [swiper, slideIds, loop]);

  const style = {
    '--gap': `${gap}px`,
    '--n0': n0,
    '--n1': n1,
    '--n2': n2,
  } as CSSProperties;
  // Before Swiper arrives the buttons scroll the plain row.
  const scrollTrack = (direction: 1 | -1) => {
    if (swiper || !track.current) return;
    track.current.scrollBy({ left: direction * track.current.clientWidth, behavior: 'smooth' });
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
      <div ref={container} className="swiper">
        <ul
          ref={track}
          className="swiper-wrapper"
          aria-label={label}
          tabIndex={0}
          onScroll={captions && !swiper ? (event) => setActive(slideInFront(event.currentTarget)) : undefined}
        >
          {slides.map((slide, index) => (
            <li key={index} className="swiper-slide" id={slideIds?.[index]}>
              {slide}
            </li>
          ))}
        </ul>
      </div>
      <div className="mt-6 flex items-center justify-between gap-4">
        <button
          ref={prevButton}
          type="button"
          aria-label="Previous slide"
          onClick={() => scrollTrack(-1)}
          disabled={!swiper && !loop ? true : undefined}
          className={buttonClass}
        >
          <Chevron direction="previous" />
        </button>
        <div
          ref={dotsRow}
          className={clsx(
            'carousel-dots flex flex-1 justify-center',
            tone === 'dark' && 'carousel-dots-dark',
          )}
        />
        <button
          ref={nextButton}
          type="button"
          aria-label="Next slide"
          onClick={() => scrollTrack(1)}
          className={buttonClass}
        >
          <Chevron direction="next" />
        </button>
      </div>
      {captions ? (
        <div aria-live="polite" className="mt-6">
          {captions[active]}
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
