/**
 * A long review: the preview, and a <details> whose "Read more" shows the whole text in its place, for
 * touch, keyboard and screen readers alike, scripts or not. The whole text is also a tooltip (a popover
 * describing "Read more"), which the carousel around the card shows on hover of the review or keyboard
 * focus of "Read more" (components/carousel/slide-tooltips.ts). The look is `.review-more` and
 * `.review-tip` in globals.css.
 */
export function ReviewText({ id, preview, full }: { id: string; preview: string; full: string }) {
  return (
    <div className="review-text relative">
      <p className="review-preview leading-relaxed text-ink-soft">“{preview}”</p>
      <details className="review-more">
        <summary aria-describedby={id}>
          <span className="review-more-closed">Read more</span>
          <span className="review-more-open">Show less</span>
        </summary>
        <p className="leading-relaxed text-ink-soft">“{full}”</p>
      </details>
      <span id={id} role="tooltip" popover="manual" className="review-tip">
        {full}
      </span>
    </div>
  );
}
