'use client';

import { useId, useState } from 'react';

/**
 * A long review: the preview with the full text as a tooltip on hover and on focus of "Read more",
 * and a toggle that shows it in place, for touch and screen readers. Escape hides the tooltip.
 */
export function ReviewText({ preview, full }: { preview: string; full: string }) {
  const [expanded, setExpanded] = useState(false);
  const [tipHidden, setTipHidden] = useState(false);
  const tipId = useId();

  return (
    <div className="group/review relative" onMouseLeave={() => setTipHidden(false)}>
      <p className="leading-relaxed text-ink-soft">“{expanded ? full : preview}”</p>
      <button
        type="button"
        aria-expanded={expanded}
        aria-describedby={expanded ? undefined : tipId}
        onClick={() => setExpanded((open) => !open)}
        onKeyDown={(event) => event.key === 'Escape' && setTipHidden(true)}
        onBlur={() => setTipHidden(false)}
        className="peer/more mt-2 min-h-11 font-bold text-forest underline decoration-lime decoration-2 underline-offset-4"
      >
        {expanded ? 'Show less' : 'Read more'}
      </button>
      {expanded ? null : (
        <span
          id={tipId}
          role="tooltip"
          data-hidden={tipHidden}
          className="pointer-events-none invisible absolute inset-x-0 bottom-full z-tooltip mb-2 rounded-xl bg-forest-deep p-4 text-sm leading-relaxed text-white opacity-0 shadow-xl transition-opacity group-hover/review:visible group-hover/review:opacity-100 peer-focus/more:visible peer-focus/more:opacity-100 data-[hidden=true]:!invisible"
        >
          {full}
        </span>
      )}
    </div>
  );
}
