import type { Metadata } from 'next';
import { PrivacyPage } from '@/components/pages/privacy-page';
import { privacyMetadata } from '@/lib/seo';

export const metadata: Metadata = privacyMetadata('en');

export default function Page() {
  return <PrivacyPage lang="en" />;
}
