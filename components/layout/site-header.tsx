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
        <MenuDrawer items={navigation} logo={<Logo />} />
      </div>
    </header>
  );
}
