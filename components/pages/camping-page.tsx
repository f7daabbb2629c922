import { groupPageSpeculations } from '@/components/seo/page-speculations';
import { SpeculationRules } from '@/components/seo/speculation-rules';
import { PageFrame } from '@/components/layout/page-frame';
import { PointsSection } from '@/components/offer/points-section';
import { PackagesSection } from '@/components/packages/packages-section';
import { PageBanner } from '@/components/ui/page-banner';
import { campingIn } from '@/content/camps';
import { pagesIn } from '@/content/pages';
import { translator } from '@/lib/i18n/dictionary';
import type { Lang } from '@/content/languages';

export function CampingPage({ lang }: { lang: Lang }) {
  const t = translator(lang);
  const page = pagesIn(lang).camping;
  const { benefits, included, whyChooseUs } = campingIn(lang);
  return (
    <PageFrame lang={lang} path={'/camping/'}>
      <>
        <PageBanner image={page.image} heading={page.heading} subheading={page.subheading} />
        <PointsSection
          id="benefits"
          eyebrow={t('A night outdoors')}
          title={t('Why is Camping Good for You')}
          points={benefits}
        />
        <PackagesSection lang={lang} group="camping" eyebrow={t('Overnight camps')} title={t('Packages')} />
        <PointsSection
          id="whats-included"
          eyebrow={t('Every camp')}
          title={t("What's Included")}
          points={included}
        />
        <PointsSection
          id="why-choose-us"
          eyebrow={t('Camp with us')}
          title={t('Why Choose Us')}
          points={whyChooseUs}
          tone="mist"
        />
      </>
      <SpeculationRules speculations={groupPageSpeculations('camping', lang)} />
    </PageFrame>
  );
}
