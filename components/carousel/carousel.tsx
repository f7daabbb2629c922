import type { CSSProperties } from 'react';
import { cn } from '@/lib/cn';
import { translator } from '@/lib/i18n/dictionary';
import type { CarouselProps, PerView } from './carousel-options';
import { CarouselController } from './carousel-controller';
import { LineIcon } from '@/components/ui/line-icon';

/**
 * A carousel rendered on the server as a plain list: a row that scrolls and snaps, with previous/next
 * buttons under it and, where asked for, a dot per position: links to the slides, which work before any
 * script. A small island (CarouselController) makes the buttons and dots move the row one slide per step
 * and, once the visitor uses the carousel, loads Swiper to take over the same markup in place, moving the
 * same way. Without loop the buttons are disabled at the ends.
 */
export function Carousel({
  label,
  name = label,
  lang = 'en',
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
  const t = translator(lang);
  const ids = slideIds ?? slides.map((_, index) => `${slug(label)}-${index + 1}`);

  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={name}
      className={cn('carousel', className)}
      style={style}
      {...(lang === 'en'
        ? {}
        : {
            'data-slide-label': t('{{index}} of {{slidesLength}}'),
            'data-previous-slide': t('Previous slide'),
            'data-next-slide': t('Next slide'),
            'data-first-slide': t('This is the first slide'),
            'data-last-slide': t('This is the last slide'),
          })}
    >
      <div className="swiper">
        <ul className="swiper-wrapper" aria-label={name} tabIndex={0}>
          {slides.map((slide, index) => (
            <li key={index} className="swiper-slide" id={ids[index]}>
              {slide}
            </li>
          ))}
        </ul>
      </div>
      {/* On phones the arrows sit together in the middle (the dots on a line above them), clear of the
          floating WhatsApp button at the screen's right edge; from sm they go to the ends. Without scripts
          the row scrolls by touch, wheel or keyboard and the arrows would do nothing: they are hidden, and
          the dots, links to their slides, stay. */}
      <div className="carousel-controls" {...(!dots && { 'data-needs-script': '' })}>
        <button
          type="button"
          aria-label={t('Previous slide')}
          data-carousel="previous"
          data-needs-script
          disabled={loop ? undefined : true}
          className={buttonClass}
        >
          <Chevron direction="previous" />
        </button>
        <div
          className={cn('carousel-dots', !dots && 'max-sm:hidden', tone === 'dark' && 'carousel-dots-dark')}
        >
          {dots
            ? ids.map((id, index) => (
                <a
                  key={id}
                  href={`#${id}`}
                  data-carousel="dot"
                  aria-label={t('Go to slide {index}', { index: index + 1 })}
                  aria-current={index === 0 ? 'true' : undefined}
                  className={cn(
                    'carousel-dot',
                    !loop && hiddenBeyondLastPosition(index, slides.length, perView),
                  )}
                />
              ))
            : null}
        </div>
        <button
          type="button"
          aria-label={t('Next slide')}
          data-carousel="next"
          data-needs-script
          className={buttonClass}
        >
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
      <CarouselController perView={perView} gap={gap} loop={loop} />
    </div>
  );
}

/** A carousel that stops at its ends has a position per slide that can be in front, at each width. */
function hiddenBeyondLastPosition(index: number, count: number, [phone, sm, lg]: PerView) {
  return cn(
    index > count - phone && 'max-sm:hidden',
    index > count - sm && 'sm:max-lg:hidden',
    index > count - lg && 'lg:hidden',
  );
}

/** An element id from a label: "Client reviews" becomes "client-reviews". */
function slug(label: string) {
  return label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function Chevron({ direction }: { direction: 'previous' | 'next' }) {
  return (
    <LineIcon className="size-6" strokeWidth={2.4}>
      <path d={direction === 'previous' ? 'm15 5-7 7 7 7' : 'm9 5 7 7-7 7'} />
    </LineIcon>
  );
}
