'use client';

import { useId, useRef } from 'react';

/**
 * A long review: the preview, and a <details> whose "Read more" shows the whole text in its place, for
 * touch, keyboard and screen readers alike, scripts or not. On hover of the review and on focus of
 * "Read more" the full text also shows as a tooltip; this island only places it (above the text, or below
 * it when the screen has more room there) and lets Escape hide it until the next hover or focus. The
 * look is `.review-more` and `.review-tip` in globals.css.
 */
export function ReviewText({ preview, full }: { preview: string; full: string }) {
  const tipRef = useRef<HTMLSpanElement>(null);
  const tipId = useId();

  function showTip() {
    const tip = tipRef.current;
    if (!tip?.parentElement) return;
    const text = tip.parentElement.getBoundingClientRect();
    const headerBottom = document.querySelector('.site-header')?.getBoundingClientRect().bottom ?? 0;
    const roomAbove = text.top - Math.max(0, headerBottom);
    const roomBelow = window.innerHeight - text.bottom;
    tip.toggleAttribute('data-below', roomAbove < tip.offsetHeight + 8 && roomBelow > roomAbove);
    tip.removeAttribute('data-hidden');
  }

  return (
    <div className="review-text relative" onPointerEnter={showTip}>
      <p className="review-preview leading-relaxed text-ink-soft">“{preview}”</p>
      <details className="review-more">
        <summary
          aria-describedby={tipId}
          onFocus={showTip}
          onKeyDown={(event) => event.key === 'Escape' && tipRef.current?.setAttribute('data-hidden', '')}
        >
          <span className="review-more-closed">Read more</span>
          <span className="review-more-open">Show less</span>
        </summary>
        <p className="leading-relaxed text-ink-soft">“{full}”</p>
      </details>
      <span ref={tipRef} id={tipId} role="tooltip" className="review-tip">
        {full}
      </span>
    </div>
  );
}
