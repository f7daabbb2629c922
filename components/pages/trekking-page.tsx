import { groupPageSpeculations } from '@/components/seo/page-speculations';
import { SpeculationRules } from '@/components/seo/speculation-rules';
import { PageFrame } from '@/components/layout/page-frame';
import { PointsSection } from '@/components/offer/points-section';
import { PackagesSection } from '@/components/packages/packages-section';
import { PageBanner } from '@/components/ui/page-banner';
import { pagesIn } from '@/content/pages';
import { trekkingIn } from '@/content/treks';
import { tripsOf } from '@/lib/trips/trips';
import { translator } from '@/lib/i18n/dictionary';
import type { Lang } from '@/content/languages';

export function TrekkingPage({ lang }: { lang: Lang }) {
  const t = translator(lang);
  const page = pagesIn(lang).trekking;
  const { benefits, whyChooseUs } = trekkingIn(lang);
  return (
    <PageFrame lang={lang} path={'/trekking/'}>
      <>
        <PageBanner image={page.image} heading={page.heading} subheading={page.subheading} />
        <PointsSection
          id="benefits"
          eyebrow={t('On the trail')}
          title={t('Why Trekking is Good for You')}
          points={benefits}
        />
        <PackagesSection
          lang={lang}
          group="trekking"
          eyebrow={t('{count} guided treks', { count: tripsOf('trekking').length })}
          title={t('Packages')}
        />
        <PointsSection
          id="why-choose-us"
          eyebrow={t('Trek with us')}
          title={t('Why Choose Us')}
          points={whyChooseUs}
        />
      </>
      <SpeculationRules speculations={groupPageSpeculations('trekking', lang)} />
    </PageFrame>
  );
}
