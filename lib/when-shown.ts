import { useSyncExternalStore } from 'react';

/*
 * A page the browser prerenders (Chrome's speculation rules) runs its scripts before anyone sees it:
 * `document.prerendering` is true until the visitor opens it, when `prerenderingchange` fires. Whatever a
 * page starts by itself (a send, a video, a slideshow, a scroll) waits for that moment.
 */

const prerendering = () => (document as Document & { prerendering?: boolean }).prerendering === true;

/**
 * Calls `callback` once the page is shown: right away (synchronously) when it is not being prerendered,
 * else when it is activated. Returns the function that cancels a call still waiting.
 */
export function onceShown(callback: () => void): () => void {
  if (!prerendering()) {
    callback();
    return () => {};
  }
  const activated = () => callback();
  document.addEventListener('prerenderingchange', activated, { once: true });
  return () => document.removeEventListener('prerenderingchange', activated);
}

/** Resolves once the page is shown (at once unless it is being prerendered). */
export function shown(): Promise<void> {
  return new Promise((resolve) => onceShown(resolve));
}

/** True once the page is shown; false during prerendering and in the export, built with no visitor. */
export function useShown(): boolean {
  return useSyncExternalStore(
    (onChange) => (prerendering() ? onceShown(onChange) : () => {}),
    () => !prerendering(),
    () => false,
  );
}
