import { gallerySlides } from '@/components/gallery/gallery-slides';
import { gallery } from '@/content/home';

export const dynamic = 'force-static';

/**
 * /gallery.json: the gallery's slides for the lightbox, fetched when the gallery nears the viewport.
 * Kept out of the home page's HTML, where they would be half its payload's picture addresses.
 */
export function GET() {
  return Response.json(gallerySlides(gallery));
}
