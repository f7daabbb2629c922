import { PageFrame } from '@/components/layout/page-frame';
import { PrivacyContact } from '@/components/privacy/privacy-contact';
import { PrivacyContents } from '@/components/privacy/privacy-contents';
import { PrivacyHeader } from '@/components/privacy/privacy-header';
import { PrivacyPart } from '@/components/privacy/privacy-part';
import { PRIVACY_PARTS } from '@/components/privacy/privacy-words';
import { JsonLd } from '@/components/seo/json-ld';
import { DEFAULT_LANG, type Lang } from '@/content/languages';
import { PRIVACY_PATH } from '@/lib/seo';
import { privacyStructuredData } from '@/lib/structured-data';

/**
 * The privacy page. Its sections read the English copy for now: on another language's page they are
 * marked as English, so they are read in English, until they take the page's language.
 */
export function PrivacyPage({ lang }: { lang: Lang }) {
  return (
    <PageFrame lang={lang} path={PRIVACY_PATH}>
      <div lang={lang === DEFAULT_LANG ? undefined : 'en'}>
        <PrivacyHeader />
        <div className="mx-auto grid max-w-content gap-12 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-16">
          <PrivacyContents />
          <div className="max-w-3xl space-y-12">
            {PRIVACY_PARTS.map(({ id, part }) => (
              <PrivacyPart key={id} id={id} part={part}>
                {id === 'your-rights' ? <PrivacyContact /> : null}
              </PrivacyPart>
            ))}
          </div>
        </div>
      </div>
      <JsonLd data={privacyStructuredData(PRIVACY_PATH, lang)} />
    </PageFrame>
  );
}
