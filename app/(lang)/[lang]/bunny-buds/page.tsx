import type { Metadata } from 'next';
import { BunnyBudsPage } from '@/components/pages/bunny-buds-page';
import { routeLang, type LangParams } from '@/lib/i18n/lang-route';
import { pageMetadata } from '@/lib/seo';

export async function generateMetadata({ params }: LangParams): Promise<Metadata> {
  return pageMetadata('bunnyBuds', await routeLang(params));
}

export default async function Page({ params }: LangParams) {
  return <BunnyBudsPage lang={await routeLang(params)} />;
}
