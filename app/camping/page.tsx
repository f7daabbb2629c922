import type { Metadata } from 'next';
import { PointsSection } from '@/components/offer/points-section';
import { PackagesSection } from '@/components/packages/packages-section';
import { groupPageSpeculations } from '@/components/seo/page-speculations';
import { SpeculationRules } from '@/components/seo/speculation-rules';
import { PageBanner } from '@/components/ui/page-banner';
import { campingBenefits, campingIncluded, campingWhyChooseUs } from '@/content/camps';
import { pages } from '@/content/pages';
import { pageMetadata } from '@/lib/seo';

const page = pages.camping;

export const metadata: Metadata = pageMetadata('camping');

export default function CampingPage() {
  return (
    <>
      <PageBanner image={page.image} heading={page.heading} subheading={page.subheading} />
      <PointsSection
        id="benefits"
        eyebrow="A night outdoors"
        title="Why is Camping Good for You"
        points={campingBenefits}
      />
      <PackagesSection group="camping" eyebrow="Overnight camps" title="Packages" />
      <PointsSection
        id="whats-included"
        eyebrow="Every camp"
        title="What's Included"
        points={campingIncluded}
      />
      <PointsSection
        id="why-choose-us"
        eyebrow="Camp with us"
        title="Why Choose Us"
        points={campingWhyChooseUs}
        tone="mist"
      />
      <SpeculationRules speculations={groupPageSpeculations('camping')} />
    </>
  );
}
