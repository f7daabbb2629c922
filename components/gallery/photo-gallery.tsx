import { GalleryIsland } from './gallery-island';
import type { GallerySlide } from './gallery-slides';
import { galleryWords } from './gallery-words';
import { translator } from '@/lib/i18n/dictionary';
import type { Lang } from '@/content/languages';

/**
 * The photo gallery. Every photo is in the page as a row that scrolls and snaps, so all of them can be
 * seen before any script runs (or if the lightbox cannot load); as the section nears view, the lightbox
 * (slideshow, thumbnails, fullscreen) opens over the row in the same box, and the row is hidden.
 */
export function PhotoGallery({ slides, lang }: { slides: GallerySlide[]; lang: Lang }) {
  const t = translator(lang);
  return (
    <div className="gallery-frame relative overflow-hidden rounded-2xl bg-forest-deep">
      <ul
        className="gallery-row"
        aria-label={t('Photos, {count} in all', { count: slides.length })}
        tabIndex={0}
      >
        {slides.map((slide, index) => (
          <li key={slide.src} className="gallery-row-item">
            {/* eslint-disable-next-line @next/next/no-img-element */}
            <img
              src={slide.src}
              srcSet={slide.srcSet.map((entry) => `${entry.src} ${entry.width}w`).join(', ')}
              sizes="(min-width: 1200px) 72rem, 100vw"
              alt={slide.alt}
              width={slide.width}
              height={slide.height}
              loading="lazy"
              className="size-full object-contain"
            />
            <span className="absolute top-3 left-3 rounded-full bg-black/60 px-3 py-1 text-sm text-white">
              {t('Photo {index} of {total}', { index: index + 1, total: slides.length })}
            </span>
          </li>
        ))}
      </ul>
      <GalleryIsland words={galleryWords(lang)} />
    </div>
  );
}
