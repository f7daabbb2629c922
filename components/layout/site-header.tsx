import { navigation } from '@/content/site';
import { Logo } from './logo';
import { MenuDrawerFocus } from './menu-drawer-focus';

const DRAWER_ID = 'site-menu';

export function SiteHeader() {
  return (
    <header className="site-header">
      <div className="site-header-bar">
        <a href="/" className="rounded-md">
          <Logo />
        </a>
        <button
          type="button"
          popoverTarget={DRAWER_ID}
          aria-haspopup="dialog"
          aria-controls={DRAWER_ID}
          className="menu-button"
        >
          <MenuOpener />
        </button>
        {/* A popover: the button opens it, and its close button, Escape or a tap outside close it, with
            or without scripts. A followed link leaves the page. */}
        <div id={DRAWER_ID} popover="auto" role="dialog" aria-label="Site menu" className="menu-drawer">
          <MenuPanel />
        </div>
        <MenuDrawerFocus drawerId={DRAWER_ID} />
      </div>
    </header>
  );
}

function MenuOpener() {
  return (
    <>
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
    </>
  );
}

/** The drawer's content: the logo home, a close button and the main navigation. */
function MenuPanel() {
  return (
    <div className="flex h-full flex-col px-6 pt-4 pb-8">
      <div className="flex items-center justify-between">
        <a href="/" className="rounded-md">
          <Logo />
        </a>
        <button
          type="button"
          popoverTarget={DRAWER_ID}
          popoverTargetAction="hide"
          aria-label="Close menu"
          className="icon-button"
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
          {navigation.map((item) => (
            <li key={item.id}>
              <a href={item.path} className="drawer-link">
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
  );
}
