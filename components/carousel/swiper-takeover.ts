import Swiper from 'swiper';
import { A11y, Keyboard, Navigation, Pagination } from 'swiper/modules';
import { swiperBreakpoints, type PerView } from './carousel-options';

type TakeOverOptions = {
  perView: PerView;
  gap: number;
  loop: boolean;
  /** The slide to start on: where the visitor had scrolled the plain row to. */
  initialSlide: number;
  prevEl: HTMLButtonElement;
  nextEl: HTMLButtonElement;
  dotsEl: HTMLElement | null;
  /** Element ids of the slides: a URL hash naming one brings it to the front. */
  slideIds?: string[];
  /** Told the index of the slide in front, now and whenever it changes. */
  onActiveChange?: (index: number) => void;
};

export type TakenOver = { destroy(): void };

/**
 * Starts Swiper on the carousel's server-rendered markup (`.swiper` > `ul.swiper-wrapper` > `li.swiper-slide`),
 * loaded on demand. Swiper moves and styles the existing slides in place: nothing is re-rendered, so
 * taking over costs one layout, not a second render of every card.
 */
export function takeOver(container: HTMLElement, options: TakeOverOptions): TakenOver {
  const { perView, gap, loop, initialSlide, prevEl, nextEl, dotsEl, slideIds, onActiveChange } = options;
  const swiper = new Swiper(container, {
    modules: [A11y, Keyboard, Navigation, Pagination],
    loop,
    initialSlide,
    slidesPerView: perView[0],
    spaceBetween: gap,
    breakpoints: swiperBreakpoints(perView),
    navigation: { prevEl, nextEl },
    pagination: dotsEl ? { el: dotsEl, clickable: true } : false,
    keyboard: { enabled: true, onlyInViewport: true },
    // The slides stay list items: the list is what a visitor without scripts gets, too.
    a11y: { slideRole: 'listitem', slideLabelMessage: '{{index}} of {{slidesLength}}' },
    watchSlidesProgress: true,
  });

  const follow = () => onActiveChange?.(swiper.realIndex);
  swiper.on('slideChange', follow);
  follow();

  // A hash naming a slide (e.g. /trekking/#meesapulimalai) brings it to the front, now and on later changes.
  const showHashTarget = () => {
    const index = slideIds?.indexOf(decodeURIComponent(window.location.hash.slice(1))) ?? -1;
    if (index < 0) return;
    if (loop) swiper.slideToLoop(index, 0);
    else swiper.slideTo(index, 0);
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    container.scrollIntoView({ block: 'start', behavior: reduce ? 'instant' : 'smooth' });
  };
  if (slideIds) {
    showHashTarget();
    window.addEventListener('hashchange', showHashTarget);
  }

  return {
    destroy: () => {
      window.removeEventListener('hashchange', showHashTarget);
      swiper.destroy(true, true);
    },
  };
}
