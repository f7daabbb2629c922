import type { Metadata } from 'next';
import { GlampingPage } from '@/components/pages/glamping-page';
import { routeLang, type LangParams } from '@/lib/i18n/lang-route';
import { pageMetadata } from '@/lib/seo';

export async function generateMetadata({ params }: LangParams): Promise<Metadata> {
  return pageMetadata('glamping', await routeLang(params));
}

export default async function Page({ params }: LangParams) {
  return <GlampingPage lang={await routeLang(params)} />;
}
