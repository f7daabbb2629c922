import { getImageProps } from 'next/image';
import { getImage } from '@/content/media';

/** Plain `<img>` attributes (srcset, sizes, intrinsic size, placeholder) to render on the server or hand to an island. */
export type ImgProps = ReturnType<typeof getImageProps>['props'];

type Options = {
  /** Fill the positioned parent instead of reserving intrinsic width and height. */
  fill?: boolean;
  /** For the LCP picture: load at once, with high priority. */
  eager?: boolean;
};

export function imageProps(src: string, alt: string, sizes: string, { fill, eager }: Options = {}): ImgProps {
  const info = getImage(src);
  const { props } = getImageProps({
    src,
    alt,
    sizes,
    quality: 70,
    loading: eager ? 'eager' : 'lazy',
    fetchPriority: eager ? 'high' : undefined,
    ...(fill ? { fill: true } : { width: info.width, height: info.height }),
  });
  // Placeholders, inline (a static export has no image server): the LCP picture gets its 16 px thumbnail,
  // which the browser smooths as it scales it up; pictures below the fold, which load lazily, get their
  // mean colour. next/image's blur (the thumbnail in an SVG filter) cost about 800 bytes per picture, twice
  // (in the HTML and in its payload), and a full-size Gaussian blur to paint.
  return {
    ...props,
    style: {
      ...props.style,
      ...(eager
        ? {
            backgroundImage: `url(${info.blurDataURL})`,
            backgroundSize: 'cover',
            backgroundPosition: '50% 50%',
          }
        : { backgroundColor: info.color }),
    },
  };
}
