import { cn } from '@/lib/cn';
import { translator } from '@/lib/i18n/dictionary';
import { LANGUAGES, localePath, type Lang } from '@/content/languages';
import { SITE_LANGS } from '@/content/site-languages';

type LanguageSwitcherProps = {
  lang: Lang;
  /** The page's English address: each link leads to the same page in its language. */
  path: string;
  /** Tells this list apart from the other switchers on the page. */
  id: string;
  tone?: 'light' | 'dark';
  className?: string;
};

/** Links to this page in every language the site is built in, each named in its own language and script. */
export function LanguageSwitcher({ lang, path, id, tone = 'light', className }: LanguageSwitcherProps) {
  return (
    <nav aria-labelledby={id} className={className}>
      <h2 id={id} className="sr-only">
        {translator(lang)('Language')}
      </h2>
      <ul className="flex flex-wrap gap-2">
        {SITE_LANGS.map((other) => {
          const { htmlLang, name } = LANGUAGES[other];
          return (
            <li key={other}>
              <a
                href={localePath(other, path)}
                hrefLang={htmlLang}
                lang={htmlLang}
                aria-current={other === lang ? 'page' : undefined}
                className={cn(
                  'inline-flex min-h-11 items-center rounded-full px-3 text-sm font-semibold ring-1',
                  tone === 'dark'
                    ? 'text-mist ring-white/25 hover:bg-white/10 aria-[current=page]:bg-white/15'
                    : 'text-forest ring-forest/20 hover:bg-mist aria-[current=page]:bg-lime-soft',
                )}
              >
                {name}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
