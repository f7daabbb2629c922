'use client';

import { useEffect, useRef, useState } from 'react';

/** How far ahead of the viewport an island starts loading its library. */
const NEAR = '600px';

/**
 * Calls `onNear` once, when `element` comes within `margin` of the viewport (with `threshold` of it
 * showing, 0 for any of it) or the URL hash points inside it. Returns the function that stops watching.
 */
export function observeNear(element: Element, onNear: () => void, margin = NEAR, threshold = 0): () => void {
  let done = false;
  const near = () => {
    if (done) return;
    done = true;
    stop();
    onNear();
  };
  const hashTarget = () => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    return Boolean(id && (element.id === id || element.querySelector(`#${CSS.escape(id)}`)));
  };
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) near();
    },
    { rootMargin: margin, threshold },
  );
  const onHash = () => hashTarget() && near();
  const stop = () => {
    observer.disconnect();
    window.removeEventListener('hashchange', onHash);
  };
  if (hashTarget()) {
    // Not synchronously: callers set state in onNear, and effects should not.
    queueMicrotask(near);
    return stop;
  }
  observer.observe(element);
  window.addEventListener('hashchange', onHash);
  return stop;
}

/**
 * True once the element is within `margin` of the viewport, or once the URL hash points inside it.
 * Islands use it to load their library (Swiper, the lightbox, the form) only when it is about to be seen.
 */
export function useNearViewport<T extends Element>(margin = NEAR, threshold = 0) {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    return observeNear(element, () => setNear(true), margin, threshold);
  }, [margin, threshold, near]);

  return [ref, near] as const;
}
