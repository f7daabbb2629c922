import type { Metadata } from 'next';
import { PageBanner } from '@/components/ui/page-banner';
import { pages } from '@/content/pages';
import { pageMetadata } from '@/lib/seo';

const page = pages.glamping;

export const metadata: Metadata = pageMetadata('glamping');

export default function GlampingPage() {
  return (
    <PageBanner
      image={page.image}
      eyebrow="Coming Soon"
      heading={page.heading}
      subheading={page.subheading}
      className="min-h-[calc(100dvh-4rem)]"
    />
  );
}
