import type { Metadata } from 'next';
import { PageBanner } from '@/components/ui/page-banner';
import { pages } from '@/content/pages';

const page = pages.adventure;

export const metadata: Metadata = {
  title: page.title,
  description: page.description,
  alternates: { canonical: '/adventure-activities/' },
};

export default function AdventurePage() {
  return <PageBanner image={page.banner} heading={page.heading} subheading={page.subheading} />;
}
