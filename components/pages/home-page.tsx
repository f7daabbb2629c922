import { PageFrame } from '@/components/layout/page-frame';
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
import type { Lang } from '@/content/languages';

export function HomePage({ lang }: { lang: Lang }) {
  return (
    <PageFrame lang={lang} path={'/'}>
      <>
        <HomeHero lang={lang} />
        <IntroSection lang={lang} />
        <OfferingsTimeline lang={lang} />
        <BunnyBudsPromo lang={lang} />
        <ThemesSection lang={lang} />
        <ThingsToEnjoy lang={lang} />
        <HighlightsSection lang={lang} />
        <GallerySection lang={lang} />
        <ReviewsSection lang={lang} />
        <EnquirySection lang={lang} />
      </>
    </PageFrame>
  );
}
