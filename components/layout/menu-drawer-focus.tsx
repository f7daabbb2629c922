'use client';

import { useEffect } from 'react';

/**
 * The menu drawer opens, closes and dismisses as a native popover, with no script. This island adds what
 * a popover leaves out: the focus moves into the drawer as it opens and Tab keeps it there (the page
 * behind is under the drawer's mask), and the link to the page being shown is marked as the current one.
 */
export function MenuDrawerFocus({ drawerId }: { drawerId: string }) {
  useEffect(() => {
    const drawer = document.getElementById(drawerId);
    if (!drawer) return;
    for (const link of drawer.querySelectorAll('nav a')) {
      if (link.getAttribute('href') === window.location.pathname) link.setAttribute('aria-current', 'page');
    }
    const onToggle = (event: Event) => {
      if ((event as ToggleEvent).newState === 'open') drawer.querySelector<HTMLElement>('nav a')?.focus();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const stops = [...drawer.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')];
      const [first, last] = [stops[0], stops.at(-1)];
      const wrapTo = event.shiftKey
        ? document.activeElement === first && last
        : document.activeElement === last && first;
      if (!wrapTo) return;
      event.preventDefault();
      wrapTo.focus();
    };
    drawer.addEventListener('toggle', onToggle);
    drawer.addEventListener('keydown', onKeyDown);
    return () => {
      drawer.removeEventListener('toggle', onToggle);
      drawer.removeEventListener('keydown', onKeyDown);
    };
  }, [drawerId]);
  return null;
}
