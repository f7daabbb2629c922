import type { ReactNode } from 'react';
import { MediaImage } from '@/components/media/media-image';
import { cn } from '@/lib/cn';

type ImageSlideProps = {
  src: string;
  /** The `sizes` attribute of the picture. */
  sizes: string;
  /** Caption over the bottom of the picture, on a dark fade. */
  children: ReactNode;
  className?: string;
  captionClassName?: string;
};

/** A carousel slide: a decorative picture filling a 4:3 frame, its caption on a fade at the bottom. */
export function ImageSlide({ src, sizes, children, className, captionClassName }: ImageSlideProps) {
  return (
    <figure className={cn('image-slide', className)}>
      <MediaImage src={src} alt="" sizes={sizes} fill className="-z-10" />
      <figcaption className={cn('image-slide-caption', captionClassName)}>{children}</figcaption>
    </figure>
  );
}
