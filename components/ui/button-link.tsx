import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

const variants = {
  primary: 'bg-lime text-forest-deep hover:bg-lime-soft',
  dark: 'bg-forest text-white hover:bg-forest-mid',
  outline: 'border-2 border-forest text-forest hover:bg-forest hover:text-white',
  ghost: 'border border-white/50 text-white hover:bg-white/10',
} as const;

type ButtonLinkProps = ComponentProps<'a'> & { variant?: keyof typeof variants };

/** A link that looks like a button: for navigation, never for actions. Plain links: a page is a full load of static HTML, and nothing is prefetched on a visitor's data. */
export function ButtonLink({ variant = 'primary', className, ...props }: ButtonLinkProps) {
  return (
    <a
      {...props}
      className={cn(
        'inline-flex min-h-12 items-center justify-center gap-2 rounded-full px-6 font-bold transition-colors',
        variants[variant],
        className,
      )}
    />
  );
}
