import { groupPageSpeculations } from '@/components/seo/page-speculations';
import { SpeculationRules } from '@/components/seo/speculation-rules';
import { PageFrame } from '@/components/layout/page-frame';
import { ActivitiesSection } from '@/components/adventure/activities-section';
import { GuidelinesSection } from '@/components/adventure/guidelines-section';
import { PointsSection } from '@/components/offer/points-section';
import { JsonLd } from '@/components/seo/json-ld';
import { PageBanner } from '@/components/ui/page-banner';
import { adventureIn } from '@/content/adventure';
import { pagesIn } from '@/content/pages';
import { translator } from '@/lib/i18n/dictionary';
import type { Lang } from '@/content/languages';
import { touristTrips } from '@/lib/structured-data';
import { tripsOf } from '@/lib/trips/trips';

export function AdventurePage({ lang }: { lang: Lang }) {
  const t = translator(lang);
  const page = pagesIn(lang).adventure;
  const { guidelines, safetyTips } = adventureIn(lang);
  const activities = tripsOf('adventure', lang);
  return (
    <PageFrame lang={lang} path={'/adventure-activities/'}>
      <>
        <PageBanner image={page.image} heading={page.heading} subheading={page.subheading} />
        <ActivitiesSection
          lang={lang}
          eyebrow={t('Ways to play')}
          title={t('Activities')}
          activities={activities}
        />
        <GuidelinesSection eyebrow={t('Before you start')} title={t('Guidelines')} guidelines={guidelines} />
        <PointsSection
          id="safety"
          eyebrow={t('Stay safe')}
          title={t('Safety Instructions')}
          points={safetyTips}
        />
        <JsonLd data={touristTrips(activities, lang)} />
      </>
      <SpeculationRules speculations={groupPageSpeculations('adventure', lang)} />
    </PageFrame>
  );
}
