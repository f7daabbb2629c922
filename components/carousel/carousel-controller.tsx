'use client';

import { useEffect, useRef } from 'react';
import type { PerView } from './carousel-options';
import type { TakenOver, takeOver as TakeOverFn } from './swiper-takeover';

type CarouselControllerProps = {
  perView: PerView;
  gap: number;
  loop: boolean;
  dots: boolean;
  slideIds?: string[];
};

/**
 * The carousel's only script before Swiper: it works the server-rendered markup around it (the buttons
 * scroll the plain row, the caption follows the slide in front), and loads Swiper (swiper-takeover.ts) and
 * hands the markup to it once the visitor uses the carousel. It renders nothing visible itself.
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
    const ids = idsKey?.split(' ');

    let taken: TakenOver | undefined;
    let cancelled = false;
    // Before Swiper arrives the buttons scroll the plain row, and the caption follows it.
    const scroll = (direction: 1 | -1) => () => {
      // A page of slides is the row's width and one gap: the scroll ends on a card in every engine (WebKit
      // does not snap a scroll made by script).
      if (!taken) list.scrollBy({ left: direction * (list.clientWidth + gap), behavior: 'smooth' });
    };
    const previous = scroll(-1);
    const next = scroll(1);
    const follow = () => !taken && showCaption(slideInFront(list));
    prevEl.addEventListener('click', previous);
    nextEl.addEventListener('click', next);
    if (captions.length) list.addEventListener('scroll', follow, { passive: true });

    // Swiper's start lays out every slide twice (about 0.1 s on a mid-range phone), so it waits for the
    // visitor: a mouse over the carousel, focus inside it, or a scroll of the plain row that has come to
    // rest (a swipe, or an arrow). Until then the row scrolls and snaps natively, and the arrows scroll it.
    let takeOver: typeof TakeOverFn | undefined;
    let wanted = false;
    let touching = false;
    let settle: ReturnType<typeof setTimeout> | undefined;
    let restingAt = Number.NaN;
    const begin = () => {
      if (cancelled || taken || !takeOver || touching) return;
      // A busy phone can hold back the row's scroll events past the settle time mid-scroll: Swiper would
      // then start at the card the row was leaving. Off a card, it waits until the row has not moved
      // for one more settle time.
      const offset = list.scrollLeft;
      if (!atRest(list) && offset !== restingAt) {
        restingAt = offset;
        return startSoon();
      }
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
        slideIds: ids,
        onActiveChange: captions.length ? showCaption : undefined,
      });
      stopListening();
    };
    // Once wanted and loaded, Swiper starts when the row has been still for a moment, in a task of its own.
    const startSoon = () => {
      if (!wanted || !takeOver || taken) return;
      clearTimeout(settle);
      settle = setTimeout(begin, SETTLE_MS);
    };
    // Swiper's code loads when the visitor first uses the carousel, or when the URL hash names one of its
    // slides (Swiper brings that slide to the front). The plain row and its arrows work until then, so a
    // visitor who never touches a carousel never downloads Swiper, and a phone does not run it (a long task)
    // during the page's load when a carousel is on the first screen. A failed download is tried again on
    // the next use.
    let loading = false;
    const load = () => {
      if (loading) return;
      loading = true;
      import('./swiper-takeover').then(
        (loaded) => {
          takeOver = loaded.takeOver;
          startSoon();
        },
        () => (loading = false),
      );
    };
    const want = () => {
      wanted = true;
      load();
      startSoon();
    };
    const onPointer = (event: PointerEvent) => event.pointerType !== 'touch' && want();
    const onTouch = (event: TouchEvent) => {
      touching = event.type === 'touchstart';
      startSoon();
    };
    region.addEventListener('pointerover', onPointer);
    region.addEventListener('focusin', want);
    list.addEventListener('scroll', want, { passive: true });
    list.addEventListener('touchstart', onTouch, { passive: true });
    list.addEventListener('touchend', onTouch, { passive: true });
    list.addEventListener('touchcancel', onTouch, { passive: true });
    const stopListening = () => {
      region.removeEventListener('pointerover', onPointer);
      region.removeEventListener('focusin', want);
      list.removeEventListener('scroll', want);
      list.removeEventListener('touchstart', onTouch);
      list.removeEventListener('touchend', onTouch);
      list.removeEventListener('touchcancel', onTouch);
    };

    const hashNamesSlide = () => {
      const hash = decodeURIComponent(window.location.hash.slice(1));
      return Boolean(hash && ids?.includes(hash));
    };
    const onHash = () => hashNamesSlide() && want();
    if (hashNamesSlide()) want();
    window.addEventListener('hashchange', onHash);

    return () => {
      cancelled = true;
      clearTimeout(settle);
      window.removeEventListener('hashchange', onHash);
      stopListening();
      prevEl.removeEventListener('click', previous);
      nextEl.removeEventListener('click', next);
      list.removeEventListener('scroll', follow);
      taken?.destroy();
    };
  }, [n0, n1, n2, gap, loop, dots, idsKey]);

  return <span ref={marker} hidden />;
}

/** How long the plain row must be still (no scroll, no finger on it) before Swiper takes it over. */
const SETTLE_MS = 150;

/** Index of the first slide in view of the plain scrolling row. */
function slideInFront(track: HTMLElement): number {
  const first = track.firstElementChild as HTMLElement | null;
  const second = first?.nextElementSibling as HTMLElement | null;
  const step = first && second ? second.offsetLeft - first.offsetLeft : track.clientWidth;
  return step > 0 ? Math.round(track.scrollLeft / step) : 0;
}

/** Has the plain row come to rest where snapping leaves it: a slide at its start edge, or at its end? */
function atRest(track: HTMLElement): boolean {
  const offset = track.scrollLeft;
  if (offset >= track.scrollWidth - track.clientWidth - 1) return true;
  const first = track.firstElementChild as HTMLElement | null;
  if (!first) return true;
  return [...track.children].some(
    (slide) => Math.abs((slide as HTMLElement).offsetLeft - first.offsetLeft - offset) <= 2,
  );
}
