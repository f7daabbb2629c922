import { getImage } from '@/content/media';
import type { GalleryItem } from '@/content/schemas';
import { mediaUrl } from '@/lib/image-loader';

/** A lightbox slide: the picture at every shipped width, with its caption and alt text. */
export type GallerySlide = {
  src: string;
  alt: string;
  title: string;
  width: number;
  height: number;
  srcSet: { src: string; width: number; height: number }[];
};

export function gallerySlides(items: GalleryItem[]): GallerySlide[] {
  return items.map((item) => {
    const info = getImage(item.image);
    const height = (width: number) => Math.round((width * info.height) / info.width);
    return {
      src: mediaUrl(item.image, 1280),
      alt: item.alt,
      title: item.title,
      width: info.width,
      height: info.height,
      srcSet: info.widths.map((width) => ({
        src: mediaUrl(item.image, width),
        width,
        height: height(width),
      })),
    };
  });
}
