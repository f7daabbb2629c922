/**
 * The carousel's row before Swiper takes it over: a list that scrolls and snaps natively, moved here one
 * slide per step, as Swiper moves it afterwards. A looping row wraps the way Swiper's loop does: slides are
 * rotated from one end of the list to the other, out of sight, the row's offset corrected in the same task
 * (nothing moves on screen), and the row then scrolls on.
 */
export type PlainRow = {
  /** Where the row is, or is heading: the slide in front when looping, else the place from the start. */
  position(): number;
  /** One position per slide when looping, else one per slide that can be in front. */
  positions(): number;
  step(direction: 1 | -1): void;
  /** Moves to a position, by the shorter way round when looping; `instant` skips the smooth scroll. */
  goTo(position: number, instant?: boolean): void;
  /** Puts the slides back in their first order at the row's start; returns the position it was at. */
  release(): number;
};

export function plainRow(list: HTMLElement, loop: boolean): PlainRow {
  const slides = [...list.children] as HTMLElement[];
  const count = slides.length;
  // The place in the list the last step is scrolling to, until the row gets there or the visitor takes it.
  let heading: number | undefined;

  const inOrder = () => [...list.children] as HTMLElement[];
  const pitch = () => {
    const [first, second] = inOrder();
    return first && second ? second.offsetLeft - first.offsetLeft : list.clientWidth;
  };
  const perView = () => {
    const step = pitch();
    const width = inOrder()[0]?.offsetWidth ?? step;
    return step > 0 ? Math.max(1, Math.round((list.clientWidth + step - width) / step)) : 1;
  };
  const lastFront = () => Math.max(0, count - perView());
  const placeInFront = () => {
    const step = pitch();
    return step > 0 ? Math.min(lastFront(), Math.max(0, Math.round(list.scrollLeft / step))) : 0;
  };
  const place = () => heading ?? placeInFront();

  // A smooth scroll the browser cut short (a resize, a re-snap) would otherwise leave `heading` behind.
  let giveUp: ReturnType<typeof setTimeout> | undefined;
  const scrollToPlace = (target: number, instant: boolean) => {
    const smooth = !instant && !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    heading = smooth ? target : undefined;
    clearTimeout(giveUp);
    if (smooth) giveUp = setTimeout(() => (heading = undefined), GIVE_UP_MS);
    list.scrollTo({ left: target * pitch(), behavior: smooth ? 'smooth' : 'instant' });
  };
  /** Moves slides in the list, keeping the focus where it was (taking an element out blurs it). */
  const keepingFocus = (moveSlides: () => void) => {
    const focused = document.activeElement;
    moveSlides();
    if (focused instanceof HTMLElement && focused !== document.activeElement && list.contains(focused))
      focused.focus({ preventScroll: true });
  };
  /** Moves the first `by` slides to the list's end (negative: the last ones to its start), in place on screen. */
  const rotate = (by: number) => {
    const offset = list.scrollLeft;
    const moved = by > 0 ? inOrder().slice(0, by) : inOrder().slice(by);
    keepingFocus(() => (by > 0 ? list.append(...moved) : list.prepend(...moved)));
    list.scrollTo({ left: offset - by * pitch(), behavior: 'instant' });
  };
  /** Moves the row `by` places, rotating a looping row first where it would run off an end. */
  const move = (by: number, instant = false) => {
    let from = place();
    const end = lastFront();
    if (loop && from + by > end) {
      rotate(from + by - end);
      from = end - by;
    } else if (loop && from + by < 0) {
      rotate(from + by);
      from = -by;
    }
    scrollToPlace(Math.min(Math.max(from + by, 0), end), instant);
  };

  const forget = () => (heading = undefined);
  const arrived = () => {
    if (heading !== undefined && Math.abs(list.scrollLeft - heading * pitch()) < 1) heading = undefined;
  };
  list.addEventListener('scroll', arrived, { passive: true });
  for (const type of ['touchstart', 'wheel'] as const) list.addEventListener(type, forget, { passive: true });

  const position = () => (loop ? slides.indexOf(inOrder()[place()]!) : place());

  return {
    position,
    positions: () => (loop ? count : lastFront() + 1),
    step(direction) {
      if (lastFront() > 0) move(direction);
    },
    goTo(target, instant) {
      const from = position();
      if (target === from || lastFront() === 0) return;
      if (!loop) return move(target - from, instant);
      // The shorter way round, as Swiper's loop goes.
      const forward = (target - from + count) % count;
      move(forward <= count - forward ? forward : forward - count, instant);
    },
    release() {
      const at = position();
      heading = undefined;
      list.removeEventListener('scroll', arrived);
      for (const type of ['touchstart', 'wheel'] as const) list.removeEventListener(type, forget);
      clearTimeout(giveUp);
      if (inOrder().some((slide, index) => slide !== slides[index]))
        keepingFocus(() => list.append(...slides));
      list.scrollTo({ left: 0, behavior: 'instant' });
      return at;
    },
  };
}

/** Longer than any smooth scroll of the row takes. */
const GIVE_UP_MS = 1500;

/** Has the plain row come to rest where snapping leaves it: a slide at its start edge, or at its end? */
export function atRest(list: HTMLElement): boolean {
  const offset = list.scrollLeft;
  if (offset >= list.scrollWidth - list.clientWidth - 1) return true;
  const first = list.firstElementChild as HTMLElement | null;
  if (!first) return true;
  return [...list.children].some(
    (slide) => Math.abs((slide as HTMLElement).offsetLeft - first.offsetLeft - offset) <= 2,
  );
}
