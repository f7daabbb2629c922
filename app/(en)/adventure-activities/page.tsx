import type { Metadata } from 'next';
import { AdventurePage } from '@/components/pages/adventure-page';
import { pageMetadata } from '@/lib/seo';

export const metadata: Metadata = pageMetadata('adventure', 'en');

export default function Page() {
  return <AdventurePage lang="en" />;
}
