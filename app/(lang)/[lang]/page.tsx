import type { Metadata } from 'next';
import { HomePage } from '@/components/pages/home-page';
import { routeLang, type LangParams } from '@/lib/i18n/lang-route';
import { pageMetadata } from '@/lib/seo';

export async function generateMetadata({ params }: LangParams): Promise<Metadata> {
  return pageMetadata('home', await routeLang(params));
}

export default async function Page({ params }: LangParams) {
  return <HomePage lang={await routeLang(params)} />;
}
