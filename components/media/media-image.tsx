import { getImageProps } from 'next/image';
import { getImage } from '@/content/media';
import { cn } from '@/lib/cn';

type MediaImageProps = {
  /** Logical path, e.g. `/media/treks/meesapulimalai.jpg`. */
  src: string;
  alt: string;
  /** The `sizes` attribute: how wide the picture is drawn at each viewport width. */
  sizes: string;
  /** Fill the positioned parent instead of reserving intrinsic width and height. */
  fill?: boolean;
  /** For the LCP picture: load at once, with high priority. */
  eager?: boolean;
  className?: string;
};

/**
 * A responsive picture with a real srcset and an inline blur placeholder, rendered on the server
 * through next/image's configured loader, so it costs no client JavaScript.
 */
export function MediaImage({ src, alt, sizes, fill, eager, className }: MediaImageProps) {
  const info = getImage(src);
  const { props } = getImageProps({
    src,
    alt,
    sizes,
    quality: 70,
    placeholder: 'blur',
    blurDataURL: info.blurDataURL,
    loading: eager ? 'eager' : 'lazy',
    fetchPriority: eager ? 'high' : undefined,
    ...(fill ? { fill: true } : { width: info.width, height: info.height }),
  });
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- props come from getImageProps, alt included
  return <img {...props} decoding={eager ? 'sync' : 'async'} className={cn('object-cover', className)} />;
}
