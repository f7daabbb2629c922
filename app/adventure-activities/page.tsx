import type { Metadata } from 'next';
import { ActivitiesSection } from '@/components/adventure/activities-section';
import { GuidelinesSection } from '@/components/adventure/guidelines-section';
import { PointsSection } from '@/components/offer/points-section';
import { PageBanner } from '@/components/ui/page-banner';
import { activities, guidelines, safetyTips } from '@/content/adventure';
import { pages } from '@/content/pages';

const page = pages.adventure;

export const metadata: Metadata = {
  title: page.title,
  description: page.description,
  alternates: { canonical: '/adventure-activities/' },
};

export default function AdventurePage() {
  return (
    <>
      <PageBanner image={page.banner} heading={page.heading} subheading={page.subheading} />
      <ActivitiesSection eyebrow="Five ways to play" title="Activities" activities={activities} />
      <GuidelinesSection eyebrow="Before you start" title="Guidelines" guidelines={guidelines} />
      <PointsSection id="safety" eyebrow="Stay safe" title="Safety Instructions" points={safetyTips} />
    </>
  );
}
