import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { HashScroll } from '@/components/layout/hash-scroll';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { WhatsAppButton } from '@/components/layout/whatsapp-button';
import { OutboxCheck } from '@/components/outbox/outbox-check';
import { JsonLd } from '@/components/seo/json-ld';
import { menuSpeculations } from '@/components/seo/page-speculations';
import { SpeculationRules } from '@/components/seo/speculation-rules';
import { pages } from '@/content/pages';
import { site } from '@/content/site';
import { env } from '@/lib/env';
import { colors } from '@/lib/design-tokens';
import { travelAgency } from '@/lib/structured-data';
import './globals.css';

export const metadata: Metadata = {
  metadataBase: new URL(env.siteUrl),
  title: { default: pages.home.title, template: `%s | ${site.name}` },
  description: pages.home.description,
  applicationName: site.name,
  formatDetection: { telephone: false },
};

export const viewport: Viewport = {
  themeColor: colors.forest.DEFAULT,
  width: 'device-width',
  initialScale: 1,
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body className="flex min-h-dvh flex-col antialiased">
        <a href="#main" className="skip-link">
          Skip to content
        </a>
        <SiteHeader />
        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          {children}
        </main>
        <SiteFooter />
        <WhatsAppButton />
        <HashScroll />
        <OutboxCheck />
        <JsonLd data={travelAgency()} />
        <SpeculationRules speculations={menuSpeculations} />
      </body>
    </html>
  );
}
