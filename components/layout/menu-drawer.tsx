'use client';

import { usePathname } from 'next/navigation';
import { useRef, type MouseEvent, type ReactNode } from 'react';
import type { NavItem } from '@/content/site';

type MenuDrawerProps = { items: NavItem[]; logo: ReactNode };

/**
 * The site menu: a right-hand drawer on a modal <dialog>, which brings the focus trap, Escape and
 * the inert page behind it. Scroll locking and the slide are CSS (globals.css).
 */
export function MenuDrawer({ items, logo }: MenuDrawerProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const pathname = usePathname();
  const close = () => dialog.current?.close();
  // A click on the ::backdrop mask lands on the <dialog> itself; the panel fills the dialog box.
  const closeOnMask = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) close();
  };

  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-controls="site-menu"
        onClick={() => dialog.current?.showModal()}
        className="inline-flex min-h-11 items-center gap-2 rounded-full bg-forest px-4 font-semibold text-white hover:bg-forest-mid"
      >
        <svg
          viewBox="0 0 24 24"
          aria-hidden="true"
          className="size-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.2"
          strokeLinecap="round"
        >
          <path d="M4 7h16M4 12h16M4 17h10" />
        </svg>
        Menu
      </button>
      <dialog
        id="site-menu"
        ref={dialog}
        aria-label="Site menu"
        onClick={closeOnMask}
        className="menu-drawer fixed inset-y-0 right-0 left-auto z-menu m-0 h-dvh max-h-none w-full max-w-none bg-white text-ink shadow-2xl sm:w-96"
      >
        <div className="flex h-full flex-col px-6 pt-4 pb-8">
          <div className="flex items-center justify-between">
            <a href="/" onClick={close} className="rounded-md">
              {logo}
            </a>
            <button
              type="button"
              onClick={close}
              aria-label="Close menu"
              className="inline-flex size-11 items-center justify-center rounded-full bg-mist text-forest hover:bg-mist-deep"
            >
              <svg
                viewBox="0 0 24 24"
                aria-hidden="true"
                className="size-5"
                fill="none"
                stroke="currentColor"
                strokeWidth="2.4"
                strokeLinecap="round"
              >
                <path d="M6 6l12 12M18 6 6 18" />
              </svg>
            </button>
          </div>
          <nav aria-label="Main" className="mt-10">
            <ul className="space-y-1">
              {items.map((item) => (
                <li key={item.id}>
                  <a
                    href={item.path}
                    onClick={close}
                    aria-current={pathname === item.path ? 'page' : undefined}
                    className="flex min-h-12 items-center justify-between rounded-xl px-4 text-lg font-bold text-forest hover:bg-mist aria-[current=page]:bg-lime-soft"
                  >
                    {item.name}
                    <span aria-hidden="true" className="text-lime-ink">
                      →
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </dialog>
    </>
  );
}
