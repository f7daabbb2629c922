import { GalleryIsland } from './gallery-island';
import type { GallerySlide } from './gallery-slides';

/**
 * The photo gallery: the first photo as plain HTML, the lightbox once the section nears view. The
 * first photo is rendered here, on the server, so its markup is not part of the island's script.
 */
export function PhotoGallery({ slides }: { slides: GallerySlide[] }) {
  const first = slides[0];
  const fallback = first ? (
    <div className="gallery-frame relative overflow-hidden rounded-2xl bg-forest-deep">
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img
        src={first.src}
        srcSet={first.srcSet.map((entry) => `${entry.src} ${entry.width}w`).join(', ')}
        sizes="(min-width: 1200px) 72rem, 100vw"
        alt={first.alt}
        width={first.width}
        height={first.height}
        loading="lazy"
        className="gallery-fallback-image w-full object-contain"
      />
      <p className="absolute top-3 left-3 rounded-full bg-black/60 px-3 py-1 text-sm text-white">
        1 / {slides.length}
      </p>
    </div>
  ) : null;

  return <GalleryIsland fallback={fallback} />;
}
