import type { ReactNode } from 'react';
import { breakpoints } from '@/lib/design-tokens';
import type { Lang } from '@/content/languages';

/*
 * What the carousel's parts share: the server-rendered markup (carousel.tsx), its island
 * (carousel-controller.tsx, which moves the plain row with plain-row.ts) and the Swiper takeover the
 * island loads on demand (swiper-takeover.ts).
 * Only types and this small helper live here, so nothing pulls Swiper into a page's first load.
 */

export type CarouselProps = {
  /** The English name of the carousel, e.g. "Trek packages": the slides' element ids come from it. */
  label: string;
  /** The carousel region's name for assistive technology in the page's language (default: `label`). */
  name?: string;
  /** The page's language, for the buttons' names. */
  lang?: Lang;
  /** Slides rendered on the server; the static HTML shows them as a scrollable row before Swiper loads. */
  slides: ReactNode[];
  /** Slides visible at once: phones, from the `sm` breakpoint, from the `lg` breakpoint. */
  perView?: PerView;
  /** Gap between slides in px. */
  gap?: number;
  /** Next at the last position goes to the first, Previous at the first to the last. */
  loop?: boolean;
  /** A dot per position: a link to its slide, working without scripts, the current one marked. */
  dots?: boolean;
  /** Element ids of the slides (by default the label's slug and the slide's number): a URL hash naming
      one brings that slide to the front. */
  slideIds?: string[];
  /** Controls under the slides (default) or at the sides. */
  tone?: 'light' | 'dark';
  /** One per slide: the caption of the slide in front (the first in view) shows under the controls, announced politely. */
  captions?: ReactNode[];
  className?: string;
};

export type PerView = readonly [phone: number, sm: number, lg: number];

/** Swiper's breakpoints for a per-view triple, at the site's `sm` and `lg` widths. */
export function swiperBreakpoints(perView: PerView) {
  return {
    [breakpoints.sm]: { slidesPerView: perView[1] },
    [breakpoints.lg]: { slidesPerView: perView[2] },
  };
}
