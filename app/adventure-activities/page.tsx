import type { Metadata } from 'next';
import { ActivitiesSection } from '@/components/adventure/activities-section';
import { GuidelinesSection } from '@/components/adventure/guidelines-section';
import { PointsSection } from '@/components/offer/points-section';
import { JsonLd } from '@/components/seo/json-ld';
import { groupPageSpeculations } from '@/components/seo/page-speculations';
import { SpeculationRules } from '@/components/seo/speculation-rules';
import { PageBanner } from '@/components/ui/page-banner';
import { guidelines, safetyTips } from '@/content/adventure';
import { pages } from '@/content/pages';
import { pageMetadata } from '@/lib/seo';
import { touristTrips } from '@/lib/structured-data';
import { tripsOf } from '@/lib/trips/trips';

const page = pages.adventure;
const activities = tripsOf('adventure');

export const metadata: Metadata = pageMetadata('adventure');

export default function AdventurePage() {
  return (
    <>
      <PageBanner image={page.image} heading={page.heading} subheading={page.subheading} />
      <ActivitiesSection eyebrow="Ways to play" title="Activities" activities={activities} />
      <GuidelinesSection eyebrow="Before you start" title="Guidelines" guidelines={guidelines} />
      <PointsSection id="safety" eyebrow="Stay safe" title="Safety Instructions" points={safetyTips} />
      <JsonLd data={touristTrips(activities)} />
      <SpeculationRules speculations={groupPageSpeculations('adventure')} />
    </>
  );
}
