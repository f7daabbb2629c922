import { fillWords } from '@/content/fill-words';
import { localePath, type Lang } from '@/content/languages';
import { localized } from '@/content/localize';
import { privacy as englishPrivacy } from '@/content/privacy';
import { siteIn } from '@/content/site-in';
import { PRIVACY_PATH } from '@/lib/seo';
import { PRIVACY_NOTICE_ID } from './privacy-notice-id';

/**
 * What sending the form does with the visitor's details, by the Send button, with the privacy page one
 * tap away. It asks nothing: sending the form is the choice. Rendered on the server and handed to the form.
 */
export function PrivacyNotice({ lang }: { lang: Lang }) {
  const privacy = localized(lang, 'privacy.json', englishPrivacy);
  const site = siteIn(lang);
  return (
    <p id={PRIVACY_NOTICE_ID} className="text-sm leading-relaxed text-pretty text-ink-soft">
      {fillWords(privacy.notice.text, { site: site.name })}{' '}
      <a
        href={localePath(lang, PRIVACY_PATH)}
        className="font-semibold text-forest underline underline-offset-4 hover:text-forest-mid"
      >
        {privacy.notice.link}
      </a>
    </p>
  );
}
