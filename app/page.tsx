import type { Metadata } from 'next';
import { EnquirySection } from '@/components/enquiry/enquiry-section';
import { BunnyBudsPromo } from '@/components/home/bunny-buds-promo';
import { GallerySection } from '@/components/home/gallery-section';
import { HighlightsSection } from '@/components/home/highlights-section';
import { HomeHero } from '@/components/home/home-hero';
import { IntroSection } from '@/components/home/intro-section';
import { OfferingsTimeline } from '@/components/home/offerings-timeline';
import { ReviewsSection } from '@/components/home/reviews-section';
import { ThemesSection } from '@/components/home/themes-section';
import { ThingsToEnjoy } from '@/components/home/things-to-enjoy';
import { pageMetadata } from '@/lib/seo';

export const metadata: Metadata = pageMetadata('home');

export default function HomePage() {
  return (
    <>
      <HomeHero />
      <IntroSection />
      <OfferingsTimeline />
      <BunnyBudsPromo />
      <ThemesSection />
      <ThingsToEnjoy />
      <HighlightsSection />
      <GallerySection />
      <ReviewsSection />
      <EnquirySection />
    </>
  );
}
