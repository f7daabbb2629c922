'use client';

import { useEffect, useId, useRef } from 'react';

/** Room kept between the tooltip and the text, and the screen's edges. */
const MARGIN = 8;

/**
 * A long review: the preview, and a <details> whose "Read more" shows the whole text in its place, for
 * touch, keyboard and screen readers alike, scripts or not. With a mouse over the review, or the keyboard
 * on "Read more", the full text also shows as a tooltip: a popover, so the top layer, where no scrolling
 * row or carousel can cut it off. It sits above the text, or below it when the screen has more room there,
 * follows the text as the page or the row scrolls, and Escape hides it until the next hover or focus
 * (WCAG 1.4.13). The look is `.review-more` and `.review-tip` in globals.css.
 */
export function ReviewText({ preview, full }: { preview: string; full: string }) {
  const textRef = useRef<HTMLDivElement>(null);
  const tipRef = useRef<HTMLSpanElement>(null);
  const tipId = useId();

  useEffect(() => {
    const text = textRef.current;
    const tip = tipRef.current;
    const details = text?.querySelector('details');
    const summary = details?.querySelector('summary');
    if (!text || !tip || !details || !summary || !('showPopover' in tip)) return;
    let hovered = false;
    let focused = false;
    let tapped = false;

    const place = () => {
      const box = text.getBoundingClientRect();
      const headerBottom = document.querySelector('.site-header')?.getBoundingClientRect().bottom ?? 0;
      const width = Math.min(box.width, document.documentElement.clientWidth - 2 * MARGIN);
      const left = Math.min(
        Math.max(box.left, MARGIN),
        document.documentElement.clientWidth - width - MARGIN,
      );
      tip.style.width = `${width}px`;
      tip.style.left = `${left}px`;
      const height = tip.offsetHeight;
      const roomAbove = box.top - Math.max(0, headerBottom);
      const roomBelow = window.innerHeight - box.bottom;
      const above = roomAbove >= height + MARGIN || roomAbove >= roomBelow;
      tip.style.top = `${above ? box.top - height - MARGIN : box.bottom + MARGIN}px`;
    };
    const open = () => tip.matches(':popover-open');
    const hide = () => {
      if (open()) tip.hidePopover();
      document.removeEventListener('scroll', place, true);
      window.removeEventListener('resize', place);
    };
    const update = () => {
      if (!(hovered || focused) || details.open) return hide();
      if (!open()) {
        tip.showPopover();
        document.addEventListener('scroll', place, { capture: true, passive: true });
        window.addEventListener('resize', place);
      }
      place();
    };

    const onEnter = (event: PointerEvent) => {
      hovered = event.pointerType !== 'touch';
      update();
    };
    const onLeave = () => {
      hovered = false;
      update();
    };
    // Not on a tap's focus: a tap on "Read more" opens the text in place instead.
    const onPress = (event: PointerEvent) => (tapped = event.pointerType === 'touch');
    const onFocus = () => {
      focused = !tapped;
      tapped = false;
      update();
    };
    const onBlur = () => {
      focused = false;
      update();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !open()) return;
      hovered = focused = false;
      hide();
    };
    // A carousel moving its slides around in the list (Swiper's loop does) takes the tooltip out of the
    // document for a moment, which closes it: it opens again before the next paint.
    const moved = new MutationObserver(() => (hovered || focused) && update());
    moved.observe(text.closest('ul') ?? document.body, { childList: true });
    text.addEventListener('pointerenter', onEnter);
    text.addEventListener('pointerleave', onLeave);
    summary.addEventListener('pointerdown', onPress);
    summary.addEventListener('focus', onFocus);
    summary.addEventListener('blur', onBlur);
    details.addEventListener('toggle', update);
    document.addEventListener('keydown', onKey);
    return () => {
      moved.disconnect();
      hide();
      text.removeEventListener('pointerenter', onEnter);
      text.removeEventListener('pointerleave', onLeave);
      summary.removeEventListener('pointerdown', onPress);
      summary.removeEventListener('focus', onFocus);
      summary.removeEventListener('blur', onBlur);
      details.removeEventListener('toggle', update);
      document.removeEventListener('keydown', onKey);
    };
  }, []);

  return (
    <div ref={textRef} className="review-text relative">
      <p className="review-preview leading-relaxed text-ink-soft">“{preview}”</p>
      <details className="review-more">
        <summary aria-describedby={tipId}>
          <span className="review-more-closed">Read more</span>
          <span className="review-more-open">Show less</span>
        </summary>
        <p className="leading-relaxed text-ink-soft">“{full}”</p>
      </details>
      <span ref={tipRef} id={tipId} role="tooltip" popover="manual" className="review-tip">
        {full}
      </span>
    </div>
  );
}
