import { SectionHeading } from '@/components/ui/section-heading';
import { enquiryOptions } from '@/lib/trips/enquiry-options';
import { enquiryWords } from '@/lib/enquiry/island-words';
import { translator } from '@/lib/i18n/dictionary';
import type { Lang } from '@/content/languages';
import { ContactOptions } from './contact-options';
import { EnquiryIsland } from './enquiry-island';
import { FormPlaceholder } from './form-placeholder';
import { PrivacyNotice } from './privacy-notice';

/**
 * The home page's #enquiry section. The heading and the direct contact links are static HTML; the form is
 * an island whose code loads only when the section nears the viewport (or a link targets it).
 * On wide screens the heading and contacts sit left of the form; on phones the contacts follow it.
 */
export function EnquirySection({ lang }: { lang: Lang }) {
  const t = translator(lang);
  return (
    <section id="enquiry" aria-labelledby="enquiry-heading" className="bg-mist py-16 sm:py-24">
      <div className="mx-auto grid max-w-content grid-cols-[minmax(0,1fr)] gap-10 px-4 sm:px-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:grid-rows-[auto_1fr] lg:gap-x-16">
        <SectionHeading
          id="enquiry-heading"
          eyebrow={t('Plan your trip')}
          title={t('Tell us where you want to go')}
          intro={t('Send a few details and we will call you back to plan the day around you.')}
          className="lg:col-start-1 lg:row-start-1"
        />
        <EnquiryIsland
          options={enquiryOptions}
          words={enquiryWords(lang)}
          placeholder={<FormPlaceholder lang={lang} />}
          notice={<PrivacyNotice lang={lang} />}
          className="lg:col-start-2 lg:row-span-2 lg:row-start-1"
        />
        <ContactOptions
          lang={lang}
          className="lg:sticky lg:top-28 lg:col-start-1 lg:row-start-2 lg:self-start"
        />
      </div>
    </section>
  );
}
