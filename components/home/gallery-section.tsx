import { gallerySlides } from '@/components/gallery/gallery-slides';
import { PhotoGallery } from '@/components/gallery/photo-gallery';
import { SectionHeading } from '@/components/ui/section-heading';
import { galleryIn } from '@/content/home';
import { translator } from '@/lib/i18n/dictionary';
import type { Lang } from '@/content/languages';

/** The photo gallery: 30 pictures of the hills, inline, with thumbnails and a slideshow. */
export function GallerySection({ lang }: { lang: Lang }) {
  const t = translator(lang);
  return (
    <section id="gallery" aria-labelledby="gallery-heading" className="bg-mist py-16 sm:py-24">
      <div className="mx-auto max-w-content px-4 sm:px-6">
        <SectionHeading id="gallery-heading" eyebrow={t('Gallery')} title={t('Snapshots from the hills')} />
        <div className="mt-10">
          <PhotoGallery lang={lang} slides={gallerySlides(galleryIn(lang))} />
        </div>
      </div>
    </section>
  );
}
