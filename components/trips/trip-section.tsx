import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

type TripSectionProps = { id: string; title: string; className?: string; children: ReactNode };

/** One part of a trip page: an h2 the section is labelled by, then its content. */
export function TripSection({ id, title, className, children }: TripSectionProps) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className={cn('scroll-mt-24', className)}>
      <h2 id={`${id}-heading`} className="text-2xl font-extrabold tracking-tight text-forest sm:text-3xl">
        {title}
      </h2>
      <div className="mt-5">{children}</div>
    </section>
  );
}
