import type { ReactNode } from 'react';
import { MediaImage } from '@/components/media/media-image';
import { cn } from '@/lib/cn';

type PageBannerProps = {
  image: string;
  heading: string;
  subheading?: string;
  eyebrow?: string;
  /** Drawn over the banner picture, under the text: the hero's video. */
  backdrop?: ReactNode;
  /** The banner is the page's LCP and is preloaded; the 404 page, rendered into every page's payload, opts out. */
  preload?: boolean;
  children?: ReactNode;
  className?: string;
};

/** The route's banner: its artwork, its one h1, and a line under it. The banner image is the LCP. */
export function PageBanner({
  image,
  heading,
  subheading,
  eyebrow,
  backdrop,
  preload = true,
  children,
  className,
}: PageBannerProps) {
  return (
    <section aria-labelledby="page-heading" className={cn('on-dark page-banner', className)}>
      <MediaImage src={image} alt="" sizes="100vw" fill eager={preload} className="-z-20" />
      {backdrop}
      <div className="banner-scrim" />
      {/* On a phone the WhatsApp button holds the bottom 72 px of the screen, where a full-screen banner ends:
          the bottom padding keeps the banner's buttons above it. */}
      <div className="mx-auto w-full max-w-content px-4 pt-24 pb-20 sm:px-6 sm:pb-16">
        {eyebrow ? (
          <p className="mb-3 inline-block rounded-full bg-lime px-3 py-1 text-xs font-bold tracking-widest text-forest-deep uppercase">
            {eyebrow}
          </p>
        ) : null}
        <h1 id="page-heading" className="banner-title">
          {heading}
        </h1>
        {subheading ? (
          <p className="mt-4 max-w-2xl text-lg text-pretty text-mist sm:text-xl">{subheading}</p>
        ) : null}
        {children}
      </div>
    </section>
  );
}
