import type { Metadata } from 'next';
import { PointsSection } from '@/components/offer/points-section';
import { PackagesSection } from '@/components/packages/packages-section';
import { PageBanner } from '@/components/ui/page-banner';
import { pages } from '@/content/pages';
import { trekkingBenefits, trekkingWhyChooseUs, treks } from '@/content/treks';

const page = pages.trekking;

export const metadata: Metadata = {
  title: page.title,
  description: page.description,
  alternates: { canonical: '/trekking/' },
};

export default function TrekkingPage() {
  return (
    <>
      <PageBanner image={page.banner} heading={page.heading} subheading={page.subheading} />
      <PointsSection
        id="benefits"
        eyebrow="On the trail"
        title="Why Trekking is Good for You"
        points={trekkingBenefits}
      />
      <PackagesSection kind="trek" packages={treks} eyebrow="Seven guided treks" title="Packages" />
      <PointsSection
        id="why-choose-us"
        eyebrow="Trek with us"
        title="Why Choose Us"
        points={trekkingWhyChooseUs}
      />
    </>
  );
}
