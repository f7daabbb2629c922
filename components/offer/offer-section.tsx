import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

type OfferSectionProps = {
  /** Also the prefix of the heading id: the section is labelled by `${id}-heading`. */
  id: string;
  tone?: 'white' | 'mist';
  className?: string;
  children: ReactNode;
};

/** A band of an offer page: white or mist, alternating down the page, with the content width inside. */
export function OfferSection({ id, tone = 'white', className, children }: OfferSectionProps) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className={cn('py-16 sm:py-24', tone === 'mist' ? 'bg-mist' : 'bg-white', className)}
    >
      <div className="mx-auto max-w-content px-4 sm:px-6">{children}</div>
    </section>
  );
}
