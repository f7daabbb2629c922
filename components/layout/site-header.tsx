import { navigation } from '@/content/site';
import { Logo } from './logo';
import { MenuDrawer } from './menu-drawer';

export function SiteHeader() {
  return (
    <header className="site-header sticky top-0 z-overlay border-b border-mist-deep bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-content items-center justify-between px-4 sm:px-6">
        <a href="/" className="rounded-md">
          <Logo />
        </a>
        <MenuDrawer opener={<MenuOpener />}>
          <MenuPanel />
        </MenuDrawer>
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
          data-close
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
          {navigation.map((item) => (
            <li key={item.id}>
              <a
                href={item.path}
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
  );
}
