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
  // The placeholder is the 16 px thumbnail itself, which the browser smooths as it scales it up: next/image's
  // blur wraps it in an SVG filter that costs about 700 bytes per picture (twice, in the HTML and its
  // payload) and a full-size Gaussian blur to paint.
  return {
    ...props,
    style: {
      ...props.style,
      backgroundImage: `url(${info.blurDataURL})`,
      backgroundSize: 'cover',
      backgroundPosition: '50% 50%',
    },
  };
}
