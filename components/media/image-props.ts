import { getImageProps } from 'next/image';
import { getImage } from '@/content/media';

/** Plain `<img>` attributes (srcset, sizes, intrinsic size, blur) to render on the server or hand to an island. */
export type ImgProps = ReturnType<typeof getImageProps>['props'];

type Options = {
  /** Fill the positioned parent instead of reserving intrinsic width and height. */
  fill?: boolean;
  /** For the LCP picture: load at once, with high priority. */
  eager?: boolean;
};

export function imageProps(src: string, alt: string, sizes: string, { fill, eager }: Options = {}): ImgProps {
  const info = getImage(src);
  return getImageProps({
    src,
    alt,
    sizes,
    quality: 70,
    placeholder: 'blur',
    blurDataURL: info.blurDataURL,
    loading: eager ? 'eager' : 'lazy',
    fetchPriority: eager ? 'high' : undefined,
    ...(fill ? { fill: true } : { width: info.width, height: info.height }),
  }).props;
}
