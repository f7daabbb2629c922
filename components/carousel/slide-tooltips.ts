/** Room kept between a tooltip and its anchor, and the screen's edges. */
const MARGIN = 8;
const TIP = ':scope > [role="tooltip"][popover]';
const ANCHOR = ':has(> [role="tooltip"][popover])';

/**
 * The tooltips of a carousel's slides, loaded when the visitor first reaches for the carousel. Each is a
 * popover, shown in the top layer, where no scrolling row (the plain one or Swiper's) can cut it off. It
 * belongs to its parent element, the anchor: it shows while a mouse is over the anchor, or the keyboard
 * (not a tap) is on an element it describes; above the anchor, or below it where the screen has more
 * room; it follows the anchor as the page or the row scrolls, stays away while a <details> in the anchor
 * is open (that shows the same text), and Escape hides it until the next hover or focus (WCAG 1.4.13).
 */
export function slideTooltips(region: HTMLElement): () => void {
  const anchorOf = (node: EventTarget | null) =>
    node instanceof Element ? node.closest<HTMLElement>(ANCHOR) : null;
  const tipOf = (anchor: HTMLElement) => anchor.querySelector<HTMLElement>(TIP)!;
  const describedAnchor = (node: EventTarget | null) => {
    const anchor = anchorOf(node);
    const described = node instanceof Element ? node.getAttribute('aria-describedby') : null;
    return anchor && described === tipOf(anchor).id ? anchor : null;
  };

  const anchors = [...region.querySelectorAll<HTMLElement>(ANCHOR)];
  let hovered = anchors.find((anchor) => anchor.matches(':hover')) ?? null;
  let focused = describedAnchor(document.activeElement);
  let dismissed = false;
  let tapped = false;
  let shown: { anchor: HTMLElement; tip: HTMLElement } | undefined;

  const place = () => {
    if (!shown) return;
    const { anchor, tip } = shown;
    const box = anchor.getBoundingClientRect();
    const screen = document.documentElement.clientWidth;
    const headerBottom = document.querySelector('.site-header')?.getBoundingClientRect().bottom ?? 0;
    const width = Math.min(box.width, screen - 2 * MARGIN);
    tip.style.width = `${width}px`;
    tip.style.left = `${Math.min(Math.max(box.left, MARGIN), screen - width - MARGIN)}px`;
    const height = tip.offsetHeight;
    const roomAbove = box.top - Math.max(0, headerBottom);
    const above = roomAbove >= height + MARGIN || roomAbove >= window.innerHeight - box.bottom;
    tip.style.top = `${above ? box.top - height - MARGIN : box.bottom + MARGIN}px`;
  };
  const update = () => {
    const anchor = dismissed ? null : (hovered ?? focused);
    const wanted = anchor && !anchor.querySelector('details[open]') ? anchor : null;
    if (shown && (shown.anchor !== wanted || !shown.tip.isConnected)) {
      if (shown.tip.matches(':popover-open')) shown.tip.hidePopover();
      shown = undefined;
    }
    if (!wanted) return;
    const tip = tipOf(wanted);
    // Moving a slide in the list (Swiper's loop does) takes its tooltip out of the document for a moment,
    // which closes it: it opens again here, before the next paint.
    if (!tip.matches(':popover-open')) tip.showPopover();
    shown = { anchor: wanted, tip };
    place();
  };

  const onOver = (event: PointerEvent) => {
    if (event.pointerType === 'touch') return;
    const anchor = anchorOf(event.target);
    if (anchor === hovered) return;
    hovered = anchor;
    dismissed = false;
    update();
  };
  const onLeave = () => {
    hovered = null;
    update();
  };
  const onDown = (event: PointerEvent) => (tapped = event.pointerType === 'touch');
  const onFocus = (event: FocusEvent) => {
    focused = tapped ? null : describedAnchor(event.target);
    tapped = false;
    dismissed = false;
    update();
  };
  const onBlur = () => {
    focused = null;
    update();
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !shown) return;
    dismissed = true;
    update();
  };
  const moved = new MutationObserver(update);
  moved.observe(region.querySelector('ul') ?? region, { childList: true });
  region.addEventListener('pointerover', onOver);
  region.addEventListener('pointerleave', onLeave);
  region.addEventListener('pointerdown', onDown);
  region.addEventListener('focusin', onFocus);
  region.addEventListener('focusout', onBlur);
  region.addEventListener('toggle', update, true);
  document.addEventListener('keydown', onKey);
  document.addEventListener('scroll', place, { capture: true, passive: true });
  window.addEventListener('resize', place);
  update();

  return () => {
    moved.disconnect();
    region.removeEventListener('pointerover', onOver);
    region.removeEventListener('pointerleave', onLeave);
    region.removeEventListener('pointerdown', onDown);
    region.removeEventListener('focusin', onFocus);
    region.removeEventListener('focusout', onBlur);
    region.removeEventListener('toggle', update, true);
    document.removeEventListener('keydown', onKey);
    document.removeEventListener('scroll', place, true);
    window.removeEventListener('resize', place);
    hovered = focused = null;
    update();
  };
}
