import Swiper from 'swiper';
import { A11y, Keyboard, Navigation } from 'swiper/modules';
import { swiperBreakpoints, type PerView } from './carousel-options';

type TakeOverOptions = {
  perView: PerView;
  gap: number;
  loop: boolean;
  /** The position to start at: where the visitor had moved the plain row to. */
  initialSlide: number;
  prevEl: HTMLButtonElement;
  nextEl: HTMLButtonElement;
  /** Told the position (as PlainRow counts it), now and whenever it changes. */
  onPositionChange(position: number): void;
};

export type TakenOver = { goTo(position: number, instant?: boolean): void; destroy(): void };

/**
 * Starts Swiper on the carousel's server-rendered markup (`.swiper` > `ul.swiper-wrapper` > `li.swiper-slide`),
 * loaded on demand. Swiper moves and styles the existing slides in place: nothing is re-rendered, so
 * taking over costs one layout, not a second render of every card. It moves one slide per step, as the
 * plain row did; the dots stay the server's links, kept current by the controller.
 */
export function takeOver(container: HTMLElement, options: TakeOverOptions): TakenOver {
  const { perView, gap, loop, initialSlide, prevEl, nextEl, onPositionChange } = options;
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  // Swiper sizes the slides from the container's width rounded to a whole pixel; the plain row sized them
  // from its exact width. Given the exact width, Swiper lays the slides out where they were (no shift at
  // the takeover) and its resize observer sees no change to re-seat them for.
  const exactWidth = () => parseFloat(getComputedStyle(container).width);
  // The page's words for Swiper's announcements, written on the carousel by the server (English by default).
  const words = container.closest<HTMLElement>('.carousel')?.dataset ?? {};
  const swiper = new Swiper(container, {
    width: exactWidth(),
    modules: [A11y, Keyboard, Navigation],
    loop,
    // Every press moves the row, also one made while the last slide is still on its way (a looping Swiper
    // would otherwise drop it).
    loopPreventsSliding: false,
    initialSlide,
    slidesPerView: perView[0],
    slidesPerGroup: 1,
    spaceBetween: gap,
    speed: reduce ? 0 : 300,
    breakpoints: swiperBreakpoints(perView),
    navigation: { prevEl, nextEl },
    keyboard: { enabled: true, onlyInViewport: true },
    // The slides stay list items: the list is what a visitor without scripts gets, too.
    a11y: {
      slideRole: 'listitem',
      slideLabelMessage: words.slideLabel ?? '{{index}} of {{slidesLength}}',
      prevSlideMessage: words.previousSlide ?? 'Previous slide',
      nextSlideMessage: words.nextSlide ?? 'Next slide',
      firstSlideMessage: words.firstSlide ?? 'This is the first slide',
      lastSlideMessage: words.lastSlide ?? 'This is the last slide',
    },
    watchSlidesProgress: true,
    // Swiper re-seats the row after a resize a frame later (slideToLoop defers its slideTo), which undoes a
    // press made in between. Its observer also counts a change of the carousel's height, as when Swiper's
    // own start settles the slides' heights: a press right after the takeover was then lost. A row's
    // slides depend on the window's width only, so the window's resize events are the ones that matter.
    resizeObserver: false,
  });

  swiper.on('beforeResize', () => {
    swiper.params.width = exactWidth();
  });

  // A looping carousel has a position per slide; one that stops at its ends, one per slide that can lead.
  const position = () => (loop ? swiper.realIndex : swiper.snapIndex);
  const follow = () => onPositionChange(position());
  swiper.on('slideChange', follow);
  swiper.on('snapIndexChange', follow);
  swiper.on('breakpoint', follow);
  follow();

  return {
    goTo: (target, instant) => {
      const speed = instant ? 0 : undefined;
      if (loop) swiper.slideToLoop(target, speed);
      else swiper.slideTo(target, speed);
    },
    destroy: () => swiper.destroy(true, true),
  };
}
