import { siteIn } from '@/content/site-in';
import { translator, type Translate } from '@/lib/i18n/dictionary';
import { localePath, type Lang } from '@/content/languages';
import { LanguageSwitcher } from './language-switcher';
import { Logo } from './logo';
import { MenuDrawerFocus } from './menu-drawer-focus';
import { LineIcon } from '@/components/ui/line-icon';

const DRAWER_ID = 'site-menu';

export function SiteHeader({ lang, path }: { lang: Lang; path: string }) {
  const t = translator(lang);
  return (
    <header className="site-header">
      <div className="site-header-bar">
        <a href={localePath(lang, '/')} className="rounded-md">
          <Logo lang={lang} />
        </a>
        <button
          type="button"
          popoverTarget={DRAWER_ID}
          aria-haspopup="dialog"
          aria-controls={DRAWER_ID}
          className="menu-button"
        >
          <MenuOpener t={t} />
        </button>
        {/* A popover: the button opens it, and its close button, Escape or a tap outside close it, with
            or without scripts. A followed link leaves the page. */}
        <div id={DRAWER_ID} popover="auto" role="dialog" aria-label={t('Site menu')} className="menu-drawer">
          <MenuPanel lang={lang} path={path} t={t} />
        </div>
        <MenuDrawerFocus drawerId={DRAWER_ID} />
      </div>
    </header>
  );
}

function MenuOpener({ t }: { t: Translate }) {
  return (
    <>
      <LineIcon strokeWidth={2.2}>
        <path d="M4 7h16M4 12h16M4 17h10" />
      </LineIcon>
      {t('Menu')}
    </>
  );
}

/** The drawer's content: the logo home, a close button and the main navigation. */
function MenuPanel({ lang, path, t }: { lang: Lang; path: string; t: Translate }) {
  return (
    <div className="flex h-full flex-col px-6 pt-4 pb-8">
      <div className="flex items-center justify-between">
        <a href={localePath(lang, '/')} className="rounded-md">
          <Logo lang={lang} />
        </a>
        <button
          type="button"
          popoverTarget={DRAWER_ID}
          popoverTargetAction="hide"
          aria-label={t('Close menu')}
          className="icon-button"
        >
          <LineIcon strokeWidth={2.4}>
            <path d="M6 6l12 12M18 6 6 18" />
          </LineIcon>
        </button>
      </div>
      <nav aria-label={t('Main')} className="mt-10">
        <ul className="space-y-1">
          {siteIn(lang).navigation.map((item) => (
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
      <LanguageSwitcher lang={lang} path={path} id="menu-language" className="mt-8 px-4" />
    </div>
  );
}
