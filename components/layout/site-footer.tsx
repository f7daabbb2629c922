import { fillWords } from '@/content/fill-words';
import { footerWords } from '@/content/footer';
import { localePath, type Lang } from '@/content/languages';
import { localized } from '@/content/localize';
import { siteIn } from '@/content/site-in';
import { translator } from '@/lib/i18n/dictionary';
import { PRIVACY_PATH } from '@/lib/seo';
import { CurrentYear } from './current-year';
import { LanguageSwitcher } from './language-switcher';
import { Logo } from './logo';
import { LineIcon } from '@/components/ui/line-icon';

const linkClass = 'rounded underline-offset-4 hover:text-lime hover:underline';

export function SiteFooter({ lang, path }: { lang: Lang; path: string }) {
  const t = translator(lang);
  const site = siteIn(lang);
  const words = localized(lang, 'footer.json', footerWords);
  return (
    <footer className="on-dark bg-forest-deep text-mist">
      <div className="site-footer-grid">
        <div>
          <Logo lang={lang} tone="light" />
          <p className="mt-4 max-w-sm text-sm leading-relaxed text-mist/85">{site.blurb}</p>
          <LanguageSwitcher lang={lang} path={path} id="footer-language" tone="dark" className="mt-6" />
        </div>
        <nav aria-labelledby="footer-navigation">
          <h2 id="footer-navigation" className="text-sm font-bold tracking-widest text-white uppercase">
            {words.navigation}
          </h2>
          <ul className="mt-4 space-y-2.5">
            {site.navigation.map((item) => (
              <li key={item.id}>
                <a href={item.path} className={linkClass}>
                  {item.name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="text-sm font-bold tracking-widest text-white uppercase">
            {words.contact}
          </h2>
          <ul className="mt-4 space-y-2.5">
            <li>
              <a href={site.phoneHref} className={linkClass}>
                <span className="sr-only">{words.phone}: </span>
                {site.phone}
              </a>
            </li>
            <li>
              <a href={`mailto:${site.email}`} className={linkClass}>
                <span className="sr-only">{words.email}: </span>
                {site.email}
              </a>
            </li>
            <li>
              <address className="not-italic">
                {t('{locality}, {city}', { locality: site.address.locality, city: site.address.city })}
              </address>
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-follow">
          <h2 id="footer-follow" className="text-sm font-bold tracking-widest text-white uppercase">
            {words.follow}
          </h2>
          <a
            href={site.instagramUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={`${linkClass} mt-4 inline-flex items-center gap-2`}
          >
            <LineIcon>
              <rect x="3" y="3" width="18" height="18" rx="5" />
              <circle cx="12" cy="12" r="4" />
              <circle cx="17.5" cy="6.5" r="1" fill="currentColor" />
            </LineIcon>
            {t('Instagram')}
            <span className="sr-only"> ({words.newTab})</span>
          </a>
        </section>
      </div>
      <div className="border-t border-white/10">
        <div className="site-footer-legal">
          <p>
            © <CurrentYear buildYear={new Date().getFullYear()} /> {site.name}. {words.rights}
          </p>
          <a href={localePath(lang, PRIVACY_PATH)} className={`${linkClass} underline`}>
            {words.privacy}
          </a>
          <p>{fillWords(words.credit, { developer: t(site.developer.name) })}</p>
        </div>
      </div>
    </footer>
  );
}
