import { gallerySlides } from '@/components/gallery/gallery-slides';
import { PhotoGallery } from '@/components/gallery/photo-gallery';
import { SectionHeading } from '@/components/ui/section-heading';
import { gallery } from '@/content/home';

/** The photo gallery: 30 pictures of the hills, inline, with thumbnails and a slideshow. */
export function GallerySection() {
  return (
    <section id="gallery" aria-labelledby="gallery-heading" className="bg-mist py-16 sm:py-24">
      <div className="mx-auto max-w-content px-4 sm:px-6">
        <SectionHeading id="gallery-heading" eyebrow="Gallery" title="Snapshots from the hills" />
        <div className="mt-10">
          <PhotoGallery slides={gallerySlides(gallery)} />
        </div>
      </div>
    </section>
  );
}
