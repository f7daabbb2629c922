import type { Metadata } from 'next';
import { TrekkingPage } from '@/components/pages/trekking-page';
import { pageMetadata } from '@/lib/seo';

export const metadata: Metadata = pageMetadata('trekking', 'en');

export default function Page() {
  return <TrekkingPage lang="en" />;
}
