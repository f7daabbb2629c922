import type { Metadata } from 'next';
import { PageBanner } from '@/components/ui/page-banner';
import { pages } from '@/content/pages';

const page = pages.camping;

export const metadata: Metadata = {
  title: page.title,
  description: page.description,
  alternates: { canonical: '/camping/' },
};

export default function CampingPage() {
  return <PageBanner image={page.banner} heading={page.heading} subheading={page.subheading} />;
}
