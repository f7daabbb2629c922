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
};

/**
 * Starts Swiper on the carousel's server-rendered markup (`.swiper` > `ul.swiper-wrapper` > `li.swiper-slide`),
 * loaded on demand. Swiper moves and styles the existing slides in place: nothing is re-rendered, so
 * taking over costs one layout, not a second render of every card.
 */
export function takeOver(
  container: HTMLElement,
  { perView, gap, loop, initialSlide, prevEl, nextEl, dotsEl }: TakeOverOptions,
): Swiper {
  return new Swiper(container, {
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
}
