import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

const variants = {
  primary: 'btn-primary',
  dark: 'btn-dark',
  outline: 'btn-outline',
  ghost: 'btn-ghost',
} as const;

type ButtonLinkProps = ComponentProps<'a'> & { variant?: keyof typeof variants };

/** A link that looks like a button: for navigation, never for actions. Plain links: a page is a full load of static HTML, and nothing is prefetched on a visitor's data. */
export function ButtonLink({ variant = 'primary', className, ...props }: ButtonLinkProps) {
  return <a {...props} className={cn('btn', variants[variant], className)} />;
}
