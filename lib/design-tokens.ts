/**
 * The design tokens. Tailwind's theme is built from them (tailwind.config.ts), and so is everything
 * that cannot use a CSS class: the brochure PDFs, the sharing cards, the browser's theme colour.
 */
export const colors = {
  // Lime is for fills (buttons, dots, badges) with ink text on top; on white, text uses lime-ink (7:1).
  lime: { DEFAULT: '#84cc16', soft: '#ecfccb', ink: '#3f6212' },
  forest: { DEFAULT: '#0f3d3e', deep: '#0a2a2b', mid: '#1f5f4a', leaf: '#3f8f5f' },
  mist: { DEFAULT: '#f3f7f4', deep: '#e3ece6' },
  ink: { DEFAULT: '#112220', soft: '#3d4f4b', faint: '#5b6b67' },
  sunrise: '#f59e0b',
  whatsapp: '#25d366',
} as const;

/** Viewport widths (px) where layouts change: Tailwind's `sm:` … `2xl:`, and the carousels' slides per view. */
export const breakpoints = { sm: 640, md: 768, lg: 1024, xl: 1280, '2xl': 1536 } as const;

/** Layer order: overlay and menu, then modal and tooltip, then toasts. */
export const zIndex = { overlay: 1000, menu: 1000, modal: 1100, tooltip: 1100, toast: 1200 } as const;

/** A token's `#rrggbb` with an alpha, as `rgba(…)`, for places that take colours as strings. */
export function withAlpha(hex: string, alpha: number): string {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
  return `rgba(${r},${g},${b},${alpha})`;
}
