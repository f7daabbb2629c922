import { translator } from '@/lib/i18n/dictionary';
import type { Lang } from '@/content/languages';
import { formCardClass } from './form-card';

/**
 * Holds the form's place (about its height) until its code arrives, so nothing below jumps. Rendered on
 * the server and handed to the island, so its markup is not part of the island's script. With scripts off
 * it holds no place and sends the visitor to the call and WhatsApp links next to it.
 */
export function FormPlaceholder({ lang }: { lang: Lang }) {
  const t = translator(lang);
  return (
    <div className={`${formCardClass} form-placeholder min-h-[108rem] sm:min-h-[97rem] md:min-h-[88rem]`}>
      <p data-needs-script className="font-semibold text-ink-soft" role="status">
        {t('Loading the enquiry form…')}
      </p>
      <p data-without-script className="font-semibold text-ink">
        {t(
          'The enquiry form needs JavaScript. Please call, WhatsApp or e-mail us instead: the links are on this page.',
        )}
      </p>
    </div>
  );
}
