import { ButtonLink } from '@/components/ui/button-link';
import { site, whatsappLink } from '@/content/site';
import { env } from '@/lib/env';
import { tripPrice } from '@/lib/seo';
import { tripEnquiryHref, tripLabelIn, tripPath } from '@/lib/trips/links';
import { translator } from '@/lib/i18n/dictionary';
import { localePath, type Lang } from '@/content/languages';
import type { Trip } from '@/lib/trips/trips';
import { LineIcon } from '@/components/ui/line-icon';

/**
 * "Enquire about this trip", a call and a WhatsApp message naming the trip: a bar held at the bottom of
 * a phone's screen, a card held beside the page from 1024 px. The form arrives with the trip ticked.
 */
export function TripEnquiry({ trip, lang }: { trip: Trip; lang: Lang }) {
  const t = translator(lang);
  const href = tripEnquiryHref(trip);
  const message = t('Hello! I would like to know more about the {trip} ({url}).', {
    trip: tripLabelIn(trip, t),
    url: `${env.siteUrl}${localePath(lang, tripPath(trip))}`,
  });
  return (
    <aside aria-label={t('Enquire about {name}', { name: trip.name })} className="trip-bar">
      <div className="trip-bar-card">
        <p className="hidden lg:block">
          <span className="block text-xs font-bold tracking-wider text-ink-faint uppercase">
            {t('Price')}
          </span>
          <span className="text-2xl font-extrabold text-forest">
            {trip.comingSoon ? t('Coming soon') : tripPrice(trip, t)}
          </span>
        </p>
        {href ? (
          <ButtonLink href={localePath(lang, href)} className="trip-bar-enquire">
            {t('Enquire about this trip')}
          </ButtonLink>
        ) : (
          <p className="text-sm font-semibold text-ink-soft">
            {t('Not open for booking yet: call or message us to hear when it opens.')}
          </p>
        )}
        <a href={site.phoneHref} className="trip-bar-contact">
          <LineIcon className="size-5 shrink-0">
            <path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2" />
          </LineIcon>
          <span className="max-lg:sr-only">{t('Call {phone}', { phone: site.phone })}</span>
        </a>
        <a
          href={whatsappLink(message)}
          target="_blank"
          rel="noopener noreferrer"
          className="trip-bar-contact"
        >
          <LineIcon className="size-5 shrink-0">
            <path d="M3 21l1.65-3.8a9 9 0 1 1 3.4 2.9L3 21" />
          </LineIcon>
          <span className="max-lg:sr-only">{t('WhatsApp us about this trip')}</span>
        </a>
      </div>
    </aside>
  );
}
