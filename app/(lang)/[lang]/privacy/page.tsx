import type { Metadata } from 'next';
import { PrivacyPage } from '@/components/pages/privacy-page';
import { routeLang, type LangParams } from '@/lib/i18n/lang-route';
import { privacyMetadata } from '@/lib/seo';

export async function generateMetadata({ params }: LangParams): Promise<Metadata> {
  return privacyMetadata(await routeLang(params));
}

export default async function Page({ params }: LangParams) {
  return <PrivacyPage lang={await routeLang(params)} />;
}
