export const REVIEW_PREVIEW_CHARS = 280;

/** The first `limit` characters plus an ellipsis, or the text itself when it fits. */
export function truncate(text: string, limit = REVIEW_PREVIEW_CHARS): { text: string; cut: boolean } {
  const chars = Array.from(text);
  if (chars.length <= limit) return { text, cut: false };
  return { text: `${chars.slice(0, limit).join('').trimEnd()}…`, cut: true };
}
