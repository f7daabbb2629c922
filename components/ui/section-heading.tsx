import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

type SectionHeadingProps = {
  id: string;
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  tone?: 'light' | 'dark';
  align?: 'start' | 'center';
  className?: string;
};

/** A section's h2 with an optional eyebrow line and intro; `id` is for the section's aria-labelledby. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  intro,
  tone = 'light',
  align = 'start',
  className,
}: SectionHeadingProps) {
  const dark = tone === 'dark';
  return (
    <div className={cn('max-w-2xl', align === 'center' && 'mx-auto text-center', className)}>
      {eyebrow ? (
        <p
          className={cn(
            'text-sm font-bold tracking-[0.18em] uppercase',
            dark ? 'text-lime' : 'text-lime-ink',
          )}
        >
          {eyebrow}
        </p>
      ) : null}
      <h2 id={id} className={cn('section-title', dark ? 'text-white' : 'text-forest')}>
        {title}
      </h2>
      {intro ? (
        <div className={cn('mt-4 text-lg text-pretty', dark ? 'text-mist' : 'text-ink-soft')}>{intro}</div>
      ) : null}
    </div>
  );
}
