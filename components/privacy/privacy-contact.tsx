import type { Privacy } from '@/content/schemas';
import { site } from '@/content/site';
import { privacyWords } from './privacy-words';

const linkClass = 'font-bold text-forest underline underline-offset-4 hover:text-forest-mid';

/**
 * Whom to ask: the privacy contact named in Settings, else the operator, with the phone and e-mail of
 * Settings, the one place they are kept.
 */
export function PrivacyContact({ privacy }: { privacy: Privacy }) {
  const words = privacy.contact;
  return (
    <div className="mt-6 rounded-2xl bg-mist p-5 sm:p-6">
      <p className="font-semibold text-ink">
        {privacyWords(site.privacyContact ? words.named : words.unnamed)}
      </p>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
        <dt className="text-ink-soft">{words.phone}</dt>
        <dd>
          <a href={site.phoneHref} className={linkClass}>
            {site.phone}
          </a>
        </dd>
        <dt className="text-ink-soft">{words.email}</dt>
        <dd className="min-w-0 break-words">
          <a href={`mailto:${site.email}`} className={linkClass}>
            {site.email}
          </a>
        </dd>
      </dl>
    </div>
  );
}
