import { MediaImage } from '@/components/media/media-image';
import { ButtonLink } from '@/components/ui/button-link';

import { TRIP_GROUPS } from '@/content/trip-groups';
import { runsSentence } from '@/lib/trips/calendar';
import { tripEnquiryHref, tripPath } from '@/lib/trips/links';
import type { Trip } from '@/lib/trips/trips';
import { PackageDetails } from './package-details';
import { PackageFacts } from './package-facts';
import { fallbackLang } from '@/content/localize';
import { translator } from '@/lib/i18n/dictionary';
import { localePath, type Lang } from '@/content/languages';
import { LineIcon } from '@/components/ui/line-icon';

type PackageCardProps = {
  trip: Trip;
  brochure: { href: string; label: string } | null;
  lang: Lang;
};

/**
 * A trek or camp: picture, facts and highlights, with its details one "Explore" away. Explore is a
 * <details> (one open per group, by its name) whose opening hides the highlights (CSS, `.package-explore`),
 * so it works before any script and the itinerary is part of the page.
 */
export function PackageCard({ trip, brochure, lang }: PackageCardProps) {
  const t = translator(lang);
  const { comingSoon } = trip;
  const { noun } = TRIP_GROUPS[trip.group];
  const enquiry = tripEnquiryHref(trip);
  const nameId = `${trip.id}-name`;
  return (
    <article
      aria-labelledby={nameId}
      className="package-card flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-lg ring-1 shadow-forest/5 ring-forest/10"
    >
      <div className="relative">
        <a
          href={localePath(lang, '/#gallery')}
          aria-label={t('See photos: {name}', { name: trip.name })}
          className="group block overflow-hidden"
        >
          <MediaImage
            src={trip.image}
            alt=""
            sizes="(min-width: 1024px) 24rem, (min-width: 640px) 50vw, 100vw"
            className="aspect-[4/3] w-full transition-transform duration-700 group-hover:scale-105"
          />
        </a>
        {comingSoon ? (
          <p className="absolute top-4 left-4 rounded-full bg-lime px-3 py-1 text-sm font-bold text-forest-deep shadow">
            {t('Coming Soon...')}
          </p>
        ) : null}
      </div>

      <div className="flex flex-1 flex-col gap-4 p-6">
        <div>
          <h3 id={nameId} className="text-2xl font-extrabold tracking-tight text-forest">
            {trip.name}
          </h3>
          <p lang={fallbackLang(lang, trip.summary)} className="mt-1 text-pretty text-ink-soft">
            {trip.summary}
          </p>
        </div>
        <PackageFacts trip={trip} lang={lang} t={t} />
        {trip.calendar?.season || trip.calendar?.weekdays?.length ? (
          <p className="text-sm font-bold text-ink">{runsSentence(trip.calendar, t)}</p>
        ) : null}
        {trip.note ? <p className="text-sm text-ink-faint italic">{trip.note}</p> : null}

        {comingSoon ? null : (
          <details name={`${trip.group}-details`} className="package-explore">
            <summary className="btn btn-outline package-explore-toggle">
              <span className="package-explore-closed">{t('Explore')}</span>
              <span className="package-explore-open">{t('See highlights')}</span>
              <LineIcon className="size-5 transition-transform" strokeWidth={2.4}>
                <path d="m6 9 6 6 6-6" />
              </LineIcon>
            </summary>
            <div
              role="region"
              aria-label={t('{name}: details', { name: trip.name })}
              tabIndex={0}
              className="-mx-2 mt-4 max-h-[26rem] [scrollbar-width:thin] overflow-y-auto overscroll-contain rounded-lg mask-b-from-85% px-2 pb-14"
            >
              <PackageDetails sections={trip.sections} />
            </div>
          </details>
        )}
        <div className="package-highlights">
          <h4 className="text-sm font-extrabold tracking-wider text-lime-ink uppercase">{t('Highlights')}</h4>
          <ul className="mt-2 space-y-2 text-ink-soft">
            {trip.highlights.map((highlight) => (
              <li key={highlight} className="flex gap-3">
                <span aria-hidden="true" className="mt-2 size-2 shrink-0 rounded-full bg-lime" />
                {highlight}
              </li>
            ))}
          </ul>
        </div>

        <div className="mt-auto flex flex-col gap-4 border-t border-mist-deep pt-5">
          {enquiry ? (
            <ButtonLink
              href={localePath(lang, enquiry)}
              aria-label={t(`Enquire about this ${noun}: {name}`, { name: trip.name })}
              className="whitespace-nowrap"
            >
              {t(`Enquire about this ${noun}`)}
            </ButtonLink>
          ) : null}
          <a
            href={localePath(lang, tripPath(trip))}
            aria-label={t('Full details: {name}', { name: trip.name })}
            className="text-link self-start rounded"
          >
            {t('Full details')}
          </a>
          {brochure ? (
            <a
              href={brochure.href}
              hrefLang={lang === 'en' ? undefined : 'en'}
              aria-label={t('{label}: {name}', { label: brochure.label, name: trip.name })}
              className="text-link inline-flex items-center gap-2 self-start rounded text-sm"
            >
              <LineIcon>
                <path d="M12 4v11m0 0-4-4m4 4 4-4M5 20h14" />
              </LineIcon>
              {brochure.label}
            </a>
          ) : null}
        </div>
      </div>
    </article>
  );
}
