import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { SiteDocument } from '@/components/layout/site-document';
import { langParams, routeLang, type LangParams } from '@/lib/i18n/lang-route';
import { siteMetadata, siteViewport } from '@/lib/site-metadata';
import '../../globals.css';

export const dynamicParams = false;
export const generateStaticParams = langParams;
export const viewport: Viewport = siteViewport;

export async function generateMetadata({ params }: LangParams): Promise<Metadata> {
  return siteMetadata(await routeLang(params));
}

export default async function LanguageLayout({ children, params }: LangParams & { children: ReactNode }) {
  return <SiteDocument lang={await routeLang(params)}>{children}</SiteDocument>;
}
