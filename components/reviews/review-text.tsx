'use client';

import { useId, useRef, useState } from 'react';

/**
 * A long review: the preview with the full text as a tooltip on hover and on focus of "Read more",
 * and a toggle that shows it in place, for touch and screen readers. Escape hides the tooltip.
 * The tooltip rises above the text, or drops below it when the screen has more room there (a card just
 * under the sticky header would otherwise push it off the top).
 */
export function ReviewText({ preview, full }: { preview: string; full: string }) {
  const [expanded, setExpanded] = useState(false);
  const [tipHidden, setTipHidden] = useState(false);
  const [tipBelow, setTipBelow] = useState(false);
  const tipRef = useRef<HTMLSpanElement>(null);
  const tipId = useId();

  /** Measured as the tooltip is about to show: it is laid out (invisible) even while hidden. */
  function placeTip() {
    const tip = tipRef.current;
    if (!tip?.parentElement) return;
    const text = tip.parentElement.getBoundingClientRect();
    const headerBottom = document.querySelector('.site-header')?.getBoundingClientRect().bottom ?? 0;
    const roomAbove = text.top - Math.max(0, headerBottom);
    const roomBelow = window.innerHeight - text.bottom;
    setTipBelow(roomAbove < tip.offsetHeight + 8 && roomBelow > roomAbove);
  }

  return (
    <div className="group/review relative" onPointerEnter={placeTip} onMouseLeave={() => setTipHidden(false)}>
      <p className="leading-relaxed text-ink-soft">“{expanded ? full : preview}”</p>
      <button
        type="button"
        aria-expanded={expanded}
        aria-describedby={expanded ? undefined : tipId}
        onClick={() => setExpanded((open) => !open)}
        onKeyDown={(event) => event.key === 'Escape' && setTipHidden(true)}
        onFocus={placeTip}
        onBlur={() => setTipHidden(false)}
        className="peer/more mt-2 min-h-11 font-bold text-forest underline decoration-lime decoration-2 underline-offset-4"
      >
        {expanded ? 'Show less' : 'Read more'}
      </button>
      {expanded ? null : (
        <span
          ref={tipRef}
          id={tipId}
          role="tooltip"
          data-hidden={tipHidden}
          className={`${tipBelow ? 'top-full mt-2' : 'bottom-full mb-2'} pointer-events-none invisible absolute inset-x-0 z-tooltip rounded-xl bg-forest-deep p-4 text-sm leading-relaxed text-white opacity-0 shadow-xl transition-opacity group-hover/review:visible group-hover/review:opacity-100 peer-focus/more:visible peer-focus/more:opacity-100 data-[hidden=true]:!invisible`}
        >
          {full}
        </span>
      )}
    </div>
  );
}
