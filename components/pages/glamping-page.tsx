import { PageFrame } from '@/components/layout/page-frame';
import { PageBanner } from '@/components/ui/page-banner';
import { pagesIn } from '@/content/pages';
import { translator } from '@/lib/i18n/dictionary';
import type { Lang } from '@/content/languages';

export function GlampingPage({ lang }: { lang: Lang }) {
  const page = pagesIn(lang).glamping;
  return (
    <PageFrame lang={lang} path={'/glamping/'}>
      <PageBanner
        image={page.image}
        eyebrow={translator(lang)('Coming Soon')}
        heading={page.heading}
        subheading={page.subheading}
        className="min-h-[calc(100dvh-4rem)]"
      />
    </PageFrame>
  );
}
