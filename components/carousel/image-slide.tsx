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
    <figure
      className={cn(
        'relative isolate flex aspect-[4/3] items-end overflow-hidden rounded-2xl bg-forest-deep',
        className,
      )}
    >
      <MediaImage src={src} alt="" sizes={sizes} fill className="-z-10" />
      <figcaption
        className={cn(
          'w-full bg-gradient-to-t from-forest-deep/90 to-transparent p-6 pt-16 text-white',
          captionClassName,
        )}
      >
        {children}
      </figcaption>
    </figure>
  );
}
