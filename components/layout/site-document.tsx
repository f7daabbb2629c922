import type { ReactNode } from 'react';
import { HashScroll } from '@/components/layout/hash-scroll';
import { WhatsAppButton } from '@/components/layout/whatsapp-button';
import { OutboxCheck } from '@/components/outbox/outbox-check';
import { JsonLd } from '@/components/seo/json-ld';
import { menuSpeculations } from '@/components/seo/page-speculations';
import { SpeculationRules } from '@/components/seo/speculation-rules';
import { translator } from '@/lib/i18n/dictionary';
import { LANGUAGES, type Lang } from '@/content/languages';
import { outboxWords } from '@/lib/enquiry/island-words';
import { travelAgency, webSite } from '@/lib/structured-data';

/** The document around a page in `lang` (the page brings its PageFrame): both root layouts and the 404 page render it. */
export function SiteDocument({ lang, children }: { lang: Lang; children: ReactNode }) {
  const t = translator(lang);
  return (
    <html lang={LANGUAGES[lang].htmlLang}>
      <body className="flex min-h-dvh flex-col antialiased">
        <a href="#main" className="skip-link">
          {t('Skip to content')}
        </a>
        {children}
        <WhatsAppButton lang={lang} />
        <HashScroll />
        <OutboxCheck words={outboxWords(lang)} />
        <JsonLd data={travelAgency(lang)} />
        <JsonLd data={webSite(lang)} />
        <SpeculationRules speculations={menuSpeculations} />
      </body>
    </html>
  );
}
