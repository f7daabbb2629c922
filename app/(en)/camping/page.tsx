import type { Metadata } from 'next';
import { CampingPage } from '@/components/pages/camping-page';
import { pageMetadata } from '@/lib/seo';

export const metadata: Metadata = pageMetadata('camping', 'en');

export default function Page() {
  return <CampingPage lang="en" />;
}
