import type { Metadata } from 'next';
import { PointsSection } from '@/components/offer/points-section';
import { PackagesSection } from '@/components/packages/packages-section';
import { groupPageSpeculations } from '@/components/seo/page-speculations';
import { SpeculationRules } from '@/components/seo/speculation-rules';
import { PageBanner } from '@/components/ui/page-banner';
import { pages } from '@/content/pages';
import { trekkingBenefits, trekkingWhyChooseUs } from '@/content/treks';
import { pageMetadata } from '@/lib/seo';
import { tripsOf } from '@/lib/trips/trips';

const page = pages.trekking;

export const metadata: Metadata = pageMetadata('trekking');

export default function TrekkingPage() {
  return (
    <>
      <PageBanner image={page.image} heading={page.heading} subheading={page.subheading} />
      <PointsSection
        id="benefits"
        eyebrow="On the trail"
        title="Why Trekking is Good for You"
        points={trekkingBenefits}
      />
      <PackagesSection
        group="trekking"
        eyebrow={`${tripsOf('trekking').length} guided treks`}
        title="Packages"
      />
      <PointsSection
        id="why-choose-us"
        eyebrow="Trek with us"
        title="Why Choose Us"
        points={trekkingWhyChooseUs}
      />
      <SpeculationRules speculations={groupPageSpeculations('trekking')} />
    </>
  );
}
