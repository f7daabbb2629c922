import { brochureLink } from '@/lib/brochures/brochures';
import type { Trip } from '@/lib/trips/trips';
import { translator } from '@/lib/i18n/dictionary';
import { LineIcon } from '@/components/ui/line-icon';
import { DEFAULT_LANG, type Lang } from '@/content/languages';

/**
 * The trip's PDF brochure: the one the build writes for its group, with the file's size, or a link of its
 * own; nothing when it has neither.
 */
export async function TripBrochure({ trip, lang }: { trip: Trip; lang: Lang }) {
  const found = await brochureLink(trip);
  if (!found) return null;
  const { href, size } = found;
  const t = translator(lang);
  // The brochures are written in English: another language's page says so.
  const english = lang !== DEFAULT_LANG;
  const label = english ? 'Download the brochure (PDF, English' : 'Download the brochure (PDF';
  return (
    <a
      href={href}
      hrefLang={english ? 'en' : undefined}
      className="text-link inline-flex items-center gap-2 rounded"
    >
      <LineIcon>
        <path d="M12 4v11m0 0-4-4m4 4 4-4M5 20h14" />
      </LineIcon>
      {size ? t(`${label}, {size})`, { size }) : t(`${label})`)}
    </a>
  );
}
