import type { Metadata } from 'next';
import { TrekkingPage } from '@/components/pages/trekking-page';
import { routeLang, type LangParams } from '@/lib/i18n/lang-route';
import { pageMetadata } from '@/lib/seo';

export async function generateMetadata({ params }: LangParams): Promise<Metadata> {
  return pageMetadata('trekking', await routeLang(params));
}

export default async function Page({ params }: LangParams) {
  return <TrekkingPage lang={await routeLang(params)} />;
}
