import { PageFrame } from '@/components/layout/page-frame';
import { PrivacyContact } from '@/components/privacy/privacy-contact';
import { PrivacyContents } from '@/components/privacy/privacy-contents';
import { PrivacyHeader } from '@/components/privacy/privacy-header';
import { PrivacyPart } from '@/components/privacy/privacy-part';
import { privacyIn, privacyParts } from '@/components/privacy/privacy-words';
import { JsonLd } from '@/components/seo/json-ld';
import type { Lang } from '@/content/languages';
import { translator } from '@/lib/i18n/dictionary';
import { PRIVACY_PATH } from '@/lib/seo';
import { privacyStructuredData } from '@/lib/structured-data';

/** The privacy page in `lang`: its words from content, each not yet translated in English. */
export function PrivacyPage({ lang }: { lang: Lang }) {
  const privacy = privacyIn(lang);
  return (
    <PageFrame lang={lang} path={PRIVACY_PATH}>
      <div>
        <PrivacyHeader privacy={privacy} t={translator(lang)} />
        <div className="mx-auto grid max-w-content gap-12 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-16">
          <PrivacyContents privacy={privacy} />
          <div className="max-w-3xl space-y-12">
            {privacyParts(privacy).map(({ id, part }) => (
              <PrivacyPart key={id} id={id} part={part} lang={lang}>
                {id === 'your-rights' ? <PrivacyContact privacy={privacy} /> : null}
              </PrivacyPart>
            ))}
          </div>
        </div>
      </div>
      <JsonLd data={privacyStructuredData(PRIVACY_PATH, lang)} />
    </PageFrame>
  );
}
