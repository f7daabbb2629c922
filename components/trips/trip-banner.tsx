import { MediaImage } from '@/components/media/media-image';
import { TRIP_GROUPS } from '@/content/trip-groups';
import type { Trip } from '@/lib/trips/trips';
import { localePath } from '@/content/languages';
import { translator } from '@/lib/i18n/dictionary';
import type { Lang } from '@/content/languages';
import { LineIcon } from '@/components/ui/line-icon';

/** The trip's picture with its name (the page's h1), its one-line summary and the way back to its group. */
export function TripBanner({ trip, lang }: { trip: Trip; lang: Lang }) {
  const t = translator(lang);
  const group = TRIP_GROUPS[trip.group];
  return (
    <section aria-labelledby="page-heading" className="on-dark trip-banner">
      <MediaImage src={trip.image} alt="" sizes="100vw" fill eager className="-z-20" />
      <div className="banner-scrim" />
      <div className="mx-auto w-full max-w-content px-4 pt-10 pb-24 sm:px-6 sm:pb-28">
        <nav aria-label={t('Breadcrumb')}>
          <ol className="flex flex-wrap gap-x-2 text-sm font-semibold text-mist">
            <li>
              <a href={localePath(lang, '/')} className="underline-offset-4 hover:underline">
                {t('Home')}
              </a>
              <span aria-hidden="true" className="ml-2">
                /
              </span>
            </li>
            <li>
              <a href={localePath(lang, group.path)} className="underline-offset-4 hover:underline">
                {t(group.title)}
              </a>
            </li>
          </ol>
        </nav>
        {trip.comingSoon ? (
          <p className="mt-4 inline-block rounded-full bg-lime px-3 py-1 text-xs font-bold tracking-widest text-forest-deep uppercase">
            {t('Coming soon')}
          </p>
        ) : null}
        <h1 id="page-heading" className="banner-title mt-3">
          {trip.name}
        </h1>
        <p className="mt-4 max-w-2xl text-lg text-pretty text-mist sm:text-xl">{trip.summary}</p>
        {trip.location ? (
          <p className="mt-3 flex items-center gap-2 font-semibold text-white">
            <LineIcon className="size-5 shrink-0 text-lime">
              <path d="M12 21s-7-6.1-7-11a7 7 0 0 1 14 0c0 4.9-7 11-7 11Z" />
              <circle cx="12" cy="10" r="2.5" />
            </LineIcon>
            {trip.location}
          </p>
        ) : null}
      </div>
    </section>
  );
}
