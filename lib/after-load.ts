/**
 * Calls `callback` once the page has loaded (its pictures and scripts in), in a task of its own; right
 * away, in a task, if it already has. Returns the function that cancels it. Islands use it for work no
 * first paint needs: a decorative video, files a click may want.
 */
export function afterPageLoad(callback: () => void): () => void {
  if (document.readyState === 'complete') {
    const timer = setTimeout(callback, 0);
    return () => clearTimeout(timer);
  }
  window.addEventListener('load', callback, { once: true });
  return () => window.removeEventListener('load', callback);
}
