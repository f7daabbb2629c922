import type { Metadata } from 'next';
import { GlampingPage } from '@/components/pages/glamping-page';
import { pageMetadata } from '@/lib/seo';

export const metadata: Metadata = pageMetadata('glamping', 'en');

export default function Page() {
  return <GlampingPage lang="en" />;
}
