'use client';

import { useId, useRef, useState } from 'react';

/**
 * A long review: the preview with the full text as a tooltip on hover and on focus of "Read more",
 * and a toggle that shows it in place, for touch and screen readers. Escape hides the tooltip until
 * the next hover or focus. Its look and placement are `.review-tip` in globals.css.
 */
export function ReviewText({ preview, full }: { preview: string; full: string }) {
  const [expanded, setExpanded] = useState(false);
  const tipRef = useRef<HTMLSpanElement>(null);
  const tipId = useId();

  /**
   * As the tooltip is about to show (it is laid out, invisible, even while hidden): it rises above the
   * text, or drops below it when the screen has more room there (a card just under the sticky header).
   */
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
    <div className="group/review relative" onPointerEnter={showTip}>
      <p className="leading-relaxed text-ink-soft">“{expanded ? full : preview}”</p>
      <button
        type="button"
        aria-expanded={expanded}
        aria-describedby={expanded ? undefined : tipId}
        onClick={() => setExpanded((open) => !open)}
        onKeyDown={(event) => event.key === 'Escape' && tipRef.current?.setAttribute('data-hidden', '')}
        onFocus={showTip}
        className="peer/more mt-2 min-h-11 font-bold text-forest underline decoration-lime decoration-2 underline-offset-4"
      >
        {expanded ? 'Show less' : 'Read more'}
      </button>
      {expanded ? null : (
        <span ref={tipRef} id={tipId} role="tooltip" className="review-tip">
          {full}
        </span>
      )}
    </div>
  );
}
