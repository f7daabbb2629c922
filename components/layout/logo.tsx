import { siteIn } from '@/content/site-in';
import { translator } from '@/lib/i18n/dictionary';
import type { Lang } from '@/content/languages';
import { cn } from '@/lib/cn';

/** The brand mark: a sun over two ridges and a tea row, with the name beside it. */
export function Logo({
  lang,
  className,
  tone = 'dark',
}: {
  lang: Lang;
  className?: string;
  tone?: 'dark' | 'light';
}) {
  return (
    <span className={cn('inline-flex items-center gap-2.5', className)}>
      <svg viewBox="0 0 48 48" aria-hidden="true" className="size-10 shrink-0">
        <circle cx="24" cy="24" r="23" className="fill-forest" />
        <circle cx="31" cy="17" r="6" className="fill-lime" />
        <path d="M4 33 17 18l8 9 6-6 13 13v2a23 23 0 0 1-40 0Z" className="fill-forest-leaf" />
        <path d="M3 36c7-4 14-5 21-2s14 2 21-2v3a23 23 0 0 1-42 1Z" className="fill-lime-soft" opacity=".9" />
      </svg>
      <span className={cn('leading-tight font-extrabold', tone === 'light' ? 'text-white' : 'text-forest')}>
        <span className="block text-[0.95rem] tracking-tight">{siteIn(lang).shortName}</span>
        <span className={cn('logo-tagline', tone === 'light' ? 'text-lime-soft' : 'text-lime-ink')}>
          {translator(lang)('Adventures · Munnar')}
        </span>
      </span>
    </span>
  );
}
