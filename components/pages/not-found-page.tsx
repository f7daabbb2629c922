import { PageFrame } from '@/components/layout/page-frame';
import { PageBanner } from '@/components/ui/page-banner';
import { pagesIn } from '@/content/pages';
import { siteIn } from '@/content/site-in';
import { translator } from '@/lib/i18n/dictionary';
import { localePath, type Lang } from '@/content/languages';

export function NotFoundPage({ lang }: { lang: Lang }) {
  const page = pagesIn(lang).notFound;
  const t = translator(lang);
  return (
    <PageFrame lang={lang} path={'/'}>
      <PageBanner preload={false} image={page.image} heading={page.heading} subheading={page.subheading}>
        <div className="mt-8 flex flex-wrap gap-3">
          <a
            href={localePath(lang, '/')}
            className="inline-flex min-h-12 items-center rounded-full bg-lime px-6 font-bold text-forest-deep hover:bg-lime-soft"
          >
            {t('Back to the home page')}
          </a>
          {siteIn(lang).navigation.map((item) => (
            <a
              key={item.id}
              href={item.path}
              className="inline-flex min-h-12 items-center rounded-full border border-white/40 px-5 font-semibold text-white hover:bg-white/10"
            >
              {item.name}
            </a>
          ))}
        </div>
      </PageBanner>
    </PageFrame>
  );
}
