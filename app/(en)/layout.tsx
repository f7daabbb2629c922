import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { SiteDocument } from '@/components/layout/site-document';
import { siteMetadata, siteViewport } from '@/lib/site-metadata';
import '../globals.css';

export const metadata: Metadata = siteMetadata('en');
export const viewport: Viewport = siteViewport;

export default function EnglishLayout({ children }: { children: ReactNode }) {
  return <SiteDocument lang="en">{children}</SiteDocument>;
}
