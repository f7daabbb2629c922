'use client';

import { useEffect, useState } from 'react';
import { A11y, Keyboard, Navigation, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import { swiperBreakpoints, type CarouselProps, type PerView } from './carousel-options';

type SwiperCarouselProps = CarouselProps & {
  perView: PerView;
  gap: number;
  prevEl: HTMLButtonElement | null;
  nextEl: HTMLButtonElement | null;
  dotsEl: HTMLDivElement | null;
  onActiveChange?: (index: number) => void;
};

/** The Swiper half of Carousel, loaded on demand. */
export default function SwiperCarousel({
  label,
  slides,
  perView,
  gap,
  loop = false,
  slideIds,
  prevEl,
  nextEl,
  dotsEl,
  onActiveChange,
}: SwiperCarouselProps) {
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);

  // A hash naming a slide (e.g. /trekking/#meesapulimalai) brings it into view, now and on later changes.
  useEffect(() => {
    if (!swiper || !slideIds) return;
    const show = () => {
      const index = slideIds.indexOf(decodeURIComponent(window.location.hash.slice(1)));
      if (index < 0) return;
      if (loop) swiper.slideToLoop(index, 0);
      else swiper.slideTo(index, 0);
      // Swiper replaced the element the browser or HashScroll was scrolling to: bring the carousel into view.
      const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      swiper.el.scrollIntoView({ block: 'start', behavior: reduce ? 'instant' : 'smooth' });
    };
    show();
    window.addEventListener('hashchange', show);
    return () => window.removeEventListener('hashchange', show);
  }, [swiper, slideIds, loop]);

  useEffect(() => {
    if (swiper) onActiveChange?.(swiper.realIndex);
  }, [swiper, onActiveChange]);

  return (
    <Swiper
      modules={[A11y, Keyboard, Navigation, Pagination]}
      onSwiper={setSwiper}
      onSlideChange={(instance) => onActiveChange?.(instance.realIndex)}
      loop={loop}
      slidesPerView={perView[0]}
      spaceBetween={gap}
      breakpoints={swiperBreakpoints(perView)}
      navigation={{ prevEl, nextEl }}
      pagination={dotsEl ? { el: dotsEl, clickable: true } : false}
      keyboard={{ enabled: true, onlyInViewport: true }}
      a11y={{ containerMessage: label, slideLabelMessage: '{{index}} of {{slidesLength}}' }}
      watchSlidesProgress
      className="carousel-swiper"
    >
      {slides.map((slide, index) => (
        <SwiperSlide key={index} id={slideIds?.[index]} className="!h-auto">
          {slide}
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
