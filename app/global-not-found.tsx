import type { Metadata, Viewport } from 'next';
import { SiteDocument } from '@/components/layout/site-document';
import { NotFoundPage } from '@/components/pages/not-found-page';
import { pages } from '@/content/pages';
import { siteMetadata, siteViewport } from '@/lib/site-metadata';
import './globals.css';

// Two root layouts (English unprefixed, the other languages under /<lang>/) leave no single layout for an
// address that matches no page: this page is the whole document, in English, the default language.
export const metadata: Metadata = {
  ...siteMetadata('en'),
  title: pages.notFound.title,
  description: pages.notFound.description,
  robots: { index: false },
};
export const viewport: Viewport = siteViewport;

export default function GlobalNotFound() {
  return (
    <SiteDocument lang="en">
      <NotFoundPage lang="en" />
    </SiteDocument>
  );
}
