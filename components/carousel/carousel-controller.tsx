'use client';

import { useEffect, useRef } from 'react';
import { observeNear } from '@/lib/use-near-viewport';
import type { PerView } from './carousel-options';
import type { TakenOver } from './swiper-takeover';

type CarouselControllerProps = {
  perView: PerView;
  gap: number;
  loop: boolean;
  dots: boolean;
  slideIds?: string[];
};

/**
 * The carousel's only script before Swiper: it works the server-rendered markup around it (the buttons
 * scroll the plain row, the caption follows the slide in front) and, as the carousel nears the viewport,
 * hands that markup to Swiper (swiper-takeover.ts, loaded then). It renders nothing visible itself.
 */
export function CarouselController({ perView, gap, loop, dots, slideIds }: CarouselControllerProps) {
  const marker = useRef<HTMLSpanElement>(null);
  const [n0, n1, n2] = perView;
  // Stable across renders (the props come from the server), as a key for the effect below.
  const idsKey = slideIds?.join(' ');

  useEffect(() => {
    const region = marker.current?.closest<HTMLElement>('.carousel');
    const container = region?.querySelector<HTMLElement>('.swiper');
    const list = container?.querySelector<HTMLElement>('.swiper-wrapper');
    const part = <T extends HTMLElement>(name: string) =>
      region?.querySelector<T>(`[data-carousel="${name}"]`);
    const prevEl = part<HTMLButtonElement>('previous');
    const nextEl = part<HTMLButtonElement>('next');
    if (!region || !container || !list || !prevEl || !nextEl) return;
    const captions = [...region.querySelectorAll<HTMLElement>('[data-carousel="caption"]')];
    const showCaption = (index: number) => captions.forEach((caption, i) => (caption.hidden = i !== index));

    let taken: TakenOver | undefined;
    let cancelled = false;
    // Before Swiper arrives the buttons scroll the plain row, and the caption follows it.
    const scroll = (direction: 1 | -1) => () => {
      if (!taken) list.scrollBy({ left: direction * list.clientWidth, behavior: 'smooth' });
    };
    const previous = scroll(-1);
    const next = scroll(1);
    const follow = () => !taken && showCaption(slideInFront(list));
    prevEl.addEventListener('click', previous);
    nextEl.addEventListener('click', next);
    if (captions.length) list.addEventListener('scroll', follow, { passive: true });

    let start: ReturnType<typeof setTimeout> | undefined;
    const stopWatching = observeNear(region, () => {
      void import('./swiper-takeover').then(({ takeOver }) => {
        // Started in a task of its own, not in the one that ran Swiper's code: a tap that arrives in
        // between is answered first.
        start = setTimeout(() => {
          if (cancelled) return;
          // Swiper moves the row with transforms: start it where the visitor had scrolled the plain row to.
          const initialSlide = slideInFront(list);
          list.scrollLeft = 0;
          taken = takeOver(container, {
            perView: [n0, n1, n2],
            gap,
            loop,
            initialSlide,
            prevEl,
            nextEl,
            dotsEl: dots ? (part('dots') ?? null) : null,
            slideIds: idsKey?.split(' '),
            onActiveChange: captions.length ? showCaption : undefined,
          });
        });
      });
    });

    return () => {
      cancelled = true;
      clearTimeout(start);
      stopWatching();
      prevEl.removeEventListener('click', previous);
      nextEl.removeEventListener('click', next);
      list.removeEventListener('scroll', follow);
      taken?.destroy();
    };
  }, [n0, n1, n2, gap, loop, dots, idsKey]);

  return <span ref={marker} hidden />;
}

/** Index of the first slide in view of the plain scrolling row. */
function slideInFront(track: HTMLElement): number {
  const first = track.firstElementChild as HTMLElement | null;
  const second = first?.nextElementSibling as HTMLElement | null;
  const step = first && second ? second.offsetLeft - first.offsetLeft : track.clientWidth;
  return step > 0 ? Math.round(track.scrollLeft / step) : 0;
}
