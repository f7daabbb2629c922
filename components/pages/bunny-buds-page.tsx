import { PageFrame } from '@/components/layout/page-frame';
import { AboutSection } from '@/components/bunny-buds/about-section';
import { ActivityGridSection } from '@/components/bunny-buds/activity-grid-section';
import { LearningOutcomesSection } from '@/components/bunny-buds/learning-outcomes-section';
import { PointsSection } from '@/components/offer/points-section';
import { PageBanner } from '@/components/ui/page-banner';
import { bunnyBudsIn } from '@/content/bunny-buds';
import { pagesIn } from '@/content/pages';
import { translator } from '@/lib/i18n/dictionary';
import type { Lang } from '@/content/languages';

export function BunnyBudsPage({ lang }: { lang: Lang }) {
  const t = translator(lang);
  const page = pagesIn(lang).bunnyBuds;
  const bunnyBuds = bunnyBudsIn(lang).page;
  return (
    <PageFrame lang={lang} path={'/bunny-buds/'}>
      <>
        <PageBanner image={page.image} heading={page.heading} subheading={page.subheading} />
        <AboutSection
          eyebrow={t('Nature camp for children')}
          title={t('Outdoors, curious and cared for')}
          paragraphs={bunnyBuds.description}
        />
        <PointsSection
          id="reasons"
          eyebrow={t('For parents')}
          title={t('Why choose Bunny Buds')}
          points={bunnyBuds.reasons}
          tone="mist"
        />
        <ActivityGridSection
          eyebrow={t('{count} activities', { count: bunnyBuds.activities.length })}
          title={t('What children do')}
          activities={bunnyBuds.activities}
        />
        <LearningOutcomesSection
          eyebrow={t('Learning outcomes')}
          title={t('What they take home')}
          lists={bunnyBuds.learningOutcomes}
        />
      </>
    </PageFrame>
  );
}
