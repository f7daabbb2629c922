'use client';

import { useEffect, useRef } from 'react';
import { onceShown } from '@/lib/when-shown';
import type { PerView } from './carousel-options';
import { plainRow } from './plain-row';
import type { TakenOver, takeOver as TakeOverFn } from './swiper-takeover';

type CarouselControllerProps = {
  perView: PerView;
  gap: number;
  loop: boolean;
};

/**
 * The carousel's only script before Swiper: it works the server-rendered markup around it (the arrows and
 * dots move the plain row one slide per step, as Swiper does later; the dots and the caption follow the
 * row), and loads Swiper (swiper-takeover.ts) and hands the markup to it once the visitor uses the
 * carousel. It renders nothing visible itself.
 */
export function CarouselController({ perView, gap, loop }: CarouselControllerProps) {
  const marker = useRef<HTMLSpanElement>(null);
  const [n0, n1, n2] = perView;

  useEffect(() => {
    const region = marker.current?.closest<HTMLElement>('.carousel');
    const container = region?.querySelector<HTMLElement>('.swiper');
    const list = container?.querySelector<HTMLElement>('.swiper-wrapper');
    const part = <T extends HTMLElement>(name: string) =>
      region?.querySelector<T>(`[data-carousel="${name}"]`);
    const prevEl = part<HTMLButtonElement>('previous');
    const nextEl = part<HTMLButtonElement>('next');
    if (!region || !container || !list || !prevEl || !nextEl) return;
    const all = (name: string) => [...region.querySelectorAll<HTMLElement>(`[data-carousel="${name}"]`)];
    const captions = all('caption');
    const dots = all('dot');
    const ids = [...list.children].map((slide) => slide.id);
    const row = plainRow(list, loop);

    let taken: TakenOver | undefined;
    let cancelled = false;

    /** The dots, the caption and (until Swiper runs them) the arrows show the position. */
    const show = (position: number) => {
      captions.forEach((caption, i) => (caption.hidden = i !== position));
      dots.forEach((dot, i) => (dot.ariaCurrent = i === position ? 'true' : null));
      if (!taken && !loop) {
        prevEl.disabled = position <= 0;
        nextEl.disabled = position >= row.positions() - 1;
      }
    };
    const follow = () => taken || show(row.position());
    // A press restarts the wait for the row to settle (startSoon, below), long enough for its scroll to
    // begin on a busy phone: Swiper must not start from where the row was before that scroll.
    const moveBy = (direction: 1 | -1) => () => {
      if (taken) return;
      row.step(direction);
      show(row.position());
      startSoon(PRESS_MS);
    };
    const previous = moveBy(-1);
    const next = moveBy(1);
    const goTo = (position: number, instant = false) => {
      if (taken) return taken.goTo(position, instant);
      row.goTo(position, instant);
      show(row.position());
      startSoon(PRESS_MS);
    };
    const onDot = (event: MouseEvent) => {
      const index = dots.indexOf((event.target as Element).closest<HTMLElement>('[data-carousel="dot"]')!);
      if (index < 0) return;
      event.preventDefault();
      goTo(index);
    };
    prevEl.addEventListener('click', previous);
    nextEl.addEventListener('click', next);
    region.addEventListener('click', onDot);
    list.addEventListener('scroll', follow, { passive: true });

    // Swiper's start lays out every slide twice (about 0.1 s on a mid-range phone), so it waits for the
    // visitor: a mouse over the carousel, focus inside it, or a scroll of the plain row that has come to
    // rest (a swipe, or an arrow). Until then the row scrolls and snaps natively, and the arrows move it.
    let takeOver: typeof TakeOverFn | undefined;
    let wanted = false;
    let touching = false;
    let settle: ReturnType<typeof setTimeout> | undefined;
    let restingAt = Number.NaN;
    const begin = () => {
      if (cancelled || taken || !takeOver || touching) return;
      // A busy phone can hold back the row's scroll events past the settle time, or start a pressed
      // scroll late: Swiper would then start where the row was leaving. It waits until a pressed move has
      // arrived and the row has not moved for one more settle time.
      const offset = list.scrollLeft;
      if (row.moving() || offset !== restingAt) {
        restingAt = offset;
        return startSoon();
      }
      // Swiper moves the row with transforms: it starts at the position the plain row was at, the slides
      // back in their order, so nothing moves on screen.
      const initialSlide = row.release();
      taken = takeOver(container, {
        perView: [n0, n1, n2],
        gap,
        loop,
        initialSlide,
        prevEl,
        nextEl,
        onPositionChange: show,
      });
      stopListening();
    };
    // Once wanted and loaded, Swiper starts when the row has been still for a moment, in a task of its own.
    const startSoon = (wait = SETTLE_MS) => {
      if (!wanted || !takeOver || taken) return;
      clearTimeout(settle);
      settle = setTimeout(begin, wait);
    };
    // Swiper's code loads when the visitor first uses the carousel, or when the URL hash names one of its
    // slides. The plain row, its arrows and dots work until then, so a visitor who never touches a carousel
    // never downloads Swiper, and a phone does not run it (a long task) during the page's load when a
    // carousel is on the first screen. A failed download is tried again on the next use.
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
    // The slides' tooltips (slide-tooltips.ts) load on the same first use, once.
    let stopTips: (() => void) | undefined;
    let tips = region.querySelector('[role="tooltip"][popover]');
    const want = () => {
      wanted = true;
      load();
      startSoon();
      if (tips)
        void import('./slide-tooltips').then(
          (loaded) => (stopTips = cancelled ? undefined : loaded.slideTooltips(region)),
        );
      tips = null;
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

    // A hash naming a slide (e.g. /trekking/#meesapulimalai) brings it to the front, now (a prerendered
    // page: once it is opened) and on later changes, before and after Swiper alike.
    const showHashed = () => {
      const index = ids.indexOf(decodeURIComponent(window.location.hash.slice(1)));
      if (index < 0) return;
      goTo(index, true);
      container.scrollIntoView();
      want();
    };
    const stopWaiting = onceShown(showHashed);
    window.addEventListener('hashchange', showHashed);

    return () => {
      cancelled = true;
      stopWaiting();
      stopTips?.();
      clearTimeout(settle);
      window.removeEventListener('hashchange', showHashed);
      stopListening();
      prevEl.removeEventListener('click', previous);
      nextEl.removeEventListener('click', next);
      region.removeEventListener('click', onDot);
      list.removeEventListener('scroll', follow);
      if (taken) taken.destroy();
      else row.release();
    };
  }, [n0, n1, n2, gap, loop]);

  return <span ref={marker} hidden />;
}

/** How long the plain row must be still (no scroll, no finger on it) before Swiper takes it over. */
const SETTLE_MS = 150;
/** How long after a press of an arrow or a dot, if the row has not started to move. */
const PRESS_MS = 400;
