import type { Metadata } from 'next';
import { AboutSection } from '@/components/bunny-buds/about-section';
import { ActivityGridSection } from '@/components/bunny-buds/activity-grid-section';
import { LearningOutcomesSection } from '@/components/bunny-buds/learning-outcomes-section';
import { PointsSection } from '@/components/offer/points-section';
import { PageBanner } from '@/components/ui/page-banner';
import { bunnyBuds } from '@/content/bunny-buds';
import { pages } from '@/content/pages';
import { pageMetadata } from '@/lib/seo';

const page = pages.bunnyBuds;

export const metadata: Metadata = pageMetadata('bunnyBuds');

export default function BunnyBudsPage() {
  return (
    <>
      <PageBanner image={page.image} heading={page.heading} subheading={page.subheading} />
      <AboutSection
        eyebrow="Nature camp for children"
        title="Outdoors, curious and cared for"
        paragraphs={bunnyBuds.description}
      />
      <PointsSection
        id="reasons"
        eyebrow="For parents"
        title="Why choose Bunny Buds"
        points={bunnyBuds.reasons}
        tone="mist"
      />
      <ActivityGridSection
        eyebrow={`${bunnyBuds.activities.length} activities`}
        title="What children do"
        activities={bunnyBuds.activities}
      />
      <LearningOutcomesSection
        eyebrow="Learning outcomes"
        title="What they take home"
        lists={bunnyBuds.learningOutcomes}
      />
    </>
  );
}
