import type { Metadata } from 'next';
import { PageBanner } from '@/components/ui/page-banner';
import { pages } from '@/content/pages';

const page = pages.bunnyBuds;

export const metadata: Metadata = {
  title: page.title,
  description: page.description,
  alternates: { canonical: '/bunny-buds/' },
};

export default function BunnyBudsPage() {
  return <PageBanner image={page.banner} heading={page.heading} subheading={page.subheading} />;
}
