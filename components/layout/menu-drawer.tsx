'use client';

import { useEffect, useRef, type MouseEvent, type ReactNode } from 'react';

type MenuDrawerProps = {
  /** The content of the button that opens the drawer. */
  opener: ReactNode;
  /** The drawer's panel, rendered on the server (see SiteHeader): its links and a `data-close` button. */
  children: ReactNode;
};

/**
 * The site menu: a right-hand drawer on a modal <dialog>, which brings the focus trap, Escape and
 * the inert page behind it. Scroll locking and the slide are CSS (globals.css). The panel's markup
 * comes from the server, so this island's script is only the opening and closing.
 */
export function MenuDrawer({ opener, children }: MenuDrawerProps) {
  const dialog = useRef<HTMLDialogElement>(null);

  // Every page is a full load (links are plain <a>): mark the link to this one. The drawer only
  // opens with scripts running, so the mark is there whenever the list can be seen.
  useEffect(() => {
    for (const link of dialog.current?.querySelectorAll('nav a') ?? []) {
      if (link.getAttribute('href') === window.location.pathname) link.setAttribute('aria-current', 'page');
    }
  }, []);

  // A click on the ::backdrop mask lands on the <dialog> itself (the panel fills the dialog box);
  // a followed link and the close button close it too.
  const closeOnClick = (event: MouseEvent<HTMLDialogElement>) => {
    const target = event.target as Element;
    if (target === event.currentTarget || target.closest('a, [data-close]')) dialog.current?.close();
  };

  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-controls="site-menu"
        onClick={() => dialog.current?.showModal()}
        className="menu-button"
      >
        {opener}
      </button>
      <dialog
        id="site-menu"
        ref={dialog}
        aria-label="Site menu"
        onClick={closeOnClick}
        className="menu-drawer"
      >
        {children}
      </dialog>
    </>
  );
}
