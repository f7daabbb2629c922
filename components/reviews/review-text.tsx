/**
 * A long review: the preview, and a <details> whose "Read more" shows the whole text in its place, for
 * touch, keyboard and screen readers alike, scripts or not. The whole text is also a tooltip (a popover
 * describing "Read more"), which the carousel around the card shows on hover of the review or keyboard
 * focus of "Read more" (components/carousel/slide-tooltips.ts). The look is `.review-more` and
 * `.review-tip` in globals.css.
 */
/** The page's words for the disclosure, and the page's language: the review's own may differ. */
export type ReviewWords = { more: string; less: string; lang: string };

type ReviewTextProps = { id: string; preview: string; full: string; words: ReviewWords };

export function ReviewText({ id, preview, full, words }: ReviewTextProps) {
  return (
    <div className="review-text relative">
      <p className="review-preview leading-relaxed text-ink-soft">“{preview}”</p>
      <details className="review-more">
        <summary aria-describedby={id} lang={words.lang}>
          <span className="review-more-closed">{words.more}</span>
          <span className="review-more-open">{words.less}</span>
        </summary>
        <p className="leading-relaxed text-ink-soft">“{full}”</p>
      </details>
      <span id={id} role="tooltip" popover="manual" className="review-tip">
        {full}
      </span>
    </div>
  );
}
