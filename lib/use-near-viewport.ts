'use client';

import { useEffect, useRef, useState } from 'react';

/**
 * True once the element is within `margin` of the viewport, or once the URL hash points inside it.
 * Islands use it to load their library (Swiper, the lightbox, the form) only when it is about to be seen.
 */
export function useNearViewport<T extends Element>(margin = '600px') {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    const hashTarget = () => {
      const id = decodeURIComponent(window.location.hash.slice(1));
      return Boolean(id && (element.id === id || element.querySelector(`#${CSS.escape(id)}`)));
    };
    if (hashTarget()) {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    const onHash = () => hashTarget() && setNear(true);
    window.addEventListener('hashchange', onHash);
    return () => {
      observer.disconnect();
      window.removeEventListener('hashchange', onHash);
    };
  }, [margin, near]);

  return [ref, near] as const;
}
