import type { Metadata } from 'next';
import { CampingPage } from '@/components/pages/camping-page';
import { routeLang, type LangParams } from '@/lib/i18n/lang-route';
import { pageMetadata } from '@/lib/seo';

export async function generateMetadata({ params }: LangParams): Promise<Metadata> {
  return pageMetadata('camping', await routeLang(params));
}

export default async function Page({ params }: LangParams) {
  return <CampingPage lang={await routeLang(params)} />;
}
