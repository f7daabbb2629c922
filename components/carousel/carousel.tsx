import type { CSSProperties } from 'react';
import { cn } from '@/lib/cn';
import type { CarouselProps } from './carousel-options';
import { CarouselController } from './carousel-controller';

/**
 * A carousel rendered on the server as a plain list: a row that scrolls and snaps, with previous/next
 * buttons under it. A small island (CarouselController) makes the buttons scroll the row and, as the
 * carousel nears the viewport, loads Swiper to take over the same markup in place. Without loop the
 * buttons are disabled at the ends.
 */
export function Carousel({
  label,
  slides,
  perView = [1, 2, 3],
  gap = 24,
  loop = false,
  dots = false,
  tone = 'light',
  slideIds,
  captions,
  className,
}: CarouselProps) {
  const style = {
    '--gap': `${gap}px`,
    '--n0': perView[0],
    '--n1': perView[1],
    '--n2': perView[2],
  } as CSSProperties;
  const buttonClass = `carousel-arrow ${tone === 'dark' ? 'carousel-arrow-dark' : 'carousel-arrow-light'}`;

  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      className={cn('carousel', className)}
      style={style}
    >
      <div className="swiper">
        <ul className="swiper-wrapper" aria-label={label} tabIndex={0}>
          {slides.map((slide, index) => (
            <li key={index} className="swiper-slide" {...(slideIds && { id: slideIds[index] })}>
              {slide}
            </li>
          ))}
        </ul>
      </div>
      {/* On phones the arrows sit together in the middle (the dots on a line above them), clear of the
          floating WhatsApp button at the screen's right edge; from sm they go to the ends. Without scripts
          the row scrolls by touch, wheel or keyboard and the arrows would do nothing: they are hidden. */}
      <div data-needs-script className="carousel-controls">
        <button
          type="button"
          aria-label="Previous slide"
          data-carousel="previous"
          disabled={loop ? undefined : true}
          className={buttonClass}
        >
          <Chevron direction="previous" />
        </button>
        <div
          data-carousel="dots"
          className={cn('carousel-dots', !dots && 'max-sm:hidden', tone === 'dark' && 'carousel-dots-dark')}
        />
        <button type="button" aria-label="Next slide" data-carousel="next" className={buttonClass}>
          <Chevron direction="next" />
        </button>
      </div>
      {captions ? (
        <div aria-live="polite" className="mt-6">
          {captions.map((caption, index) => (
            <div key={index} data-carousel="caption" hidden={index > 0}>
              {caption}
            </div>
          ))}
        </div>
      ) : null}
      <CarouselController perView={perView} gap={gap} loop={loop} dots={dots} slideIds={slideIds} />
    </div>
  );
}

function Chevron({ direction }: { direction: 'previous' | 'next' }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      className="size-6"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.4"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={direction === 'previous' ? 'm15 5-7 7 7 7' : 'm9 5 7 7-7 7'} />
    </svg>
  );
}
