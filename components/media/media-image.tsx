import { cn } from '@/lib/cn';
import { imageProps } from './image-props';

type MediaImageProps = {
  /** Logical path, e.g. `/media/treks/meesapulimalai.jpg`. */
  src: string;
  alt: string;
  /** The `sizes` attribute: how wide the picture is drawn at each viewport width. */
  sizes: string;
  fill?: boolean;
  eager?: boolean;
  className?: string;
};

/**
 * A responsive picture with a real srcset and an inline blur placeholder, rendered on the server
 * through next/image's configured loader, so it costs no client JavaScript.
 */
export function MediaImage({ src, alt, sizes, fill, eager, className }: MediaImageProps) {
  const props = imageProps(src, alt, sizes, { fill, eager });
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- alt is in props
  return <img {...props} decoding={eager ? 'sync' : 'async'} className={cn('object-cover', className)} />;
}
