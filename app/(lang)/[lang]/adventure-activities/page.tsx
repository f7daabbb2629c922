import type { Metadata } from 'next';
import { AdventurePage } from '@/components/pages/adventure-page';
import { routeLang, type LangParams } from '@/lib/i18n/lang-route';
import { pageMetadata } from '@/lib/seo';

export async function generateMetadata({ params }: LangParams): Promise<Metadata> {
  return pageMetadata('adventure', await routeLang(params));
}

export default async function Page({ params }: LangParams) {
  return <AdventurePage lang={await routeLang(params)} />;
}
