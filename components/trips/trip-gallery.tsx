import { MediaImage } from '@/components/media/media-image';
import type { Trip } from '@/lib/trips/trips';
import { translator } from '@/lib/i18n/dictionary';
import type { Lang } from '@/content/languages';

import { TripSection } from './trip-section';

/**
 * The trip's photos in a row that scrolls and snaps by touch, trackpad or keyboard: no script. Each caption
 * says what its photo shows, so the picture itself is left unnamed (alt="") and a screen reader reads the
 * words once.
 */
export function TripGallery({ trip, lang }: { trip: Trip; lang: Lang }) {
  const t = translator(lang);
  if (!trip.photos.length) return null;
  return (
    <TripSection id="photos" title={t('Photos')}>
      <ul
        tabIndex={0}
        aria-label={t('Photos of {name}, scroll sideways for more', { name: trip.name })}
        className="trip-photos"
      >
        {trip.photos.map((photo, index) => (
          <li key={index}>
            <figure>
              <MediaImage
                src={photo.image}
                alt=""
                sizes="(min-width: 1024px) 24rem, 80vw"
                className="aspect-[4/3] w-full rounded-2xl"
              />
              <figcaption className="mt-2 text-sm text-ink-soft">{photo.alt}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </TripSection>
  );
}
