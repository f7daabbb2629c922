import type { Metadata } from 'next';
import { PageBanner } from '@/components/ui/page-banner';
import { hero } from '@/content/home';
import { pages } from '@/content/pages';
import { site } from '@/content/site';

export const metadata: Metadata = {
  title: { absolute: `${site.name} | ${pages.home.title}` },
  description: pages.home.description,
  alternates: { canonical: '/' },
};

export default function HomePage() {
  return <PageBanner image={pages.home.banner} heading={hero.headline} subheading={hero.tagline} />;
}
