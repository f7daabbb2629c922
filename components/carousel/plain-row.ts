/**
 * The carousel's row before Swiper takes it over: a list that scrolls and snaps natively, moved here one
 * slide per step, as Swiper moves it afterwards. A looping row wraps the way Swiper's loop does: slides are
 * rotated from one end of the list to the other, out of sight, the row's offset corrected in the same task
 * (nothing moves on screen), and the row then scrolls on.
 */
export type PlainRow = {
  /** The slide in front when looping, else the place from the start. */
  position(): number;
  /** One position per slide when looping, else one per slide that can be in front. */
  positions(): number;
  step(direction: 1 | -1): void;
  /** Moves to a position, by the shorter way round when looping; `instant` skips the smooth scroll. */
  goTo(position: number, instant?: boolean): void;
  /** Whether a move pressed here is still on its way (Swiper must not start from where it left). */
  moving(): boolean;
  /** Puts the slides back in their first order at the row's start; returns the position it was at. */
  release(): number;
};

/** How long a pressed move may take to arrive before the row counts as still anyway. */
const ARRIVAL_MS = 2000;

export function plainRow(list: HTMLElement, loop: boolean): PlainRow {
  const slides = [...list.children] as HTMLElement[];
  const count = slides.length;
  const inOrder = () => [...list.children] as HTMLElement[];
  const pitch = () => {
    const [first, second] = inOrder();
    return first && second ? second.offsetLeft - first.offsetLeft : list.clientWidth;
  };
  // Slides in view: the carousel's --n at the current width (carousel.tsx, globals.css).
  const lastFront = () => Math.max(0, count - Number(getComputedStyle(list).getPropertyValue('--n')));
  const place = () => Math.min(lastFront(), Math.max(0, Math.round(list.scrollLeft / pitch() || 0)));
  const position = () => (loop ? slides.indexOf(inOrder()[place()]!) : place());
  // Where the last pressed move is headed, until the row gets there (or, if a finger stopped it, for a while).
  let aim: { left: number; since: number } | null = null;

  /** Whether the last pressed move is still on its way; forgets it once it has arrived or given up. */
  const moving = () => {
    if (aim && (Math.abs(list.scrollLeft - aim.left) <= 2 || performance.now() - aim.since > ARRIVAL_MS)) {
      aim = null;
    }
    return aim !== null;
  };

  /**
   * Moves the row `by` places from where it is headed, rotating a looping row first where it would run off
   * an end: a second press while the first move is on its way goes one further, as it does in Swiper.
   */
  const move = (by: number, instant?: boolean) => {
    let from = moving() ? Math.round(aim!.left / pitch()) : place();
    const end = lastFront();
    // Off an end: the first (or last) slides, out of sight, go round to the other end, in place on screen.
    const rotate = loop ? (from + by > end ? from + by - end : Math.min(0, from + by)) : 0;
    if (rotate) {
      const offset = list.scrollLeft;
      const moved = rotate > 0 ? inOrder().slice(0, rotate) : inOrder().slice(rotate);
      if (rotate > 0) list.append(...moved);
      else list.prepend(...moved);
      list.scrollTo({ left: offset - rotate * pitch(), behavior: 'instant' });
      from -= rotate;
    }
    const smooth = !instant && !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const left = Math.min(
      Math.min(Math.max(from + by, 0), end) * pitch(),
      list.scrollWidth - list.clientWidth,
    );
    aim = { left, since: performance.now() };
    list.scrollTo({ left, behavior: smooth ? 'smooth' : 'instant' });
  };

  return {
    position,
    positions: () => (loop ? count : lastFront() + 1),
    step: (direction) => lastFront() > 0 && move(direction),
    goTo(target, instant) {
      const from = position();
      if (target === from || !lastFront()) return;
      // The shorter way round, as Swiper's loop goes.
      const forward = (target - from + count) % count;
      move(loop && forward > count - forward ? forward - count : loop ? forward : target - from, instant);
    },
    moving,
    release() {
      const at = position();
      if (inOrder().some((slide, index) => slide !== slides[index])) list.append(...slides);
      list.scrollTo({ left: 0, behavior: 'instant' });
      return at;
    },
  };
}
