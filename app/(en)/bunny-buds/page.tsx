import type { Metadata } from 'next';
import { BunnyBudsPage } from '@/components/pages/bunny-buds-page';
import { pageMetadata } from '@/lib/seo';

export const metadata: Metadata = pageMetadata('bunnyBuds', 'en');

export default function Page() {
  return <BunnyBudsPage lang="en" />;
}
